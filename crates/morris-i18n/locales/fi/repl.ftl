# Pääteversion viestit.

## Tervehdys ja tallessa oleva peli

welcome = Morris { $version }: { $rules }. { $sides }
    Kirjoita siirto ({ $examples }) tai komento; help luettelee ne, Tab täydentää.
resume-ask = { $count ->
    [one] Kesken jäänyt peli { $rules } (1 siirto) on tallessa. Jatketaanko sitä? [K/e]
   *[other] Kesken jäänyt peli { $rules } ({ $count } siirtoa) on tallessa. Jatketaanko sitä? [K/e]
}
# Myöntävät vastaukset pienin kirjaimin välilyönnein erotettuina.
yes-answers = k kyllä y yes
resumed = { $count ->
    [one] Kesken jäänyt peli jatkuu: 1 siirto, { $rules }.
   *[other] Kesken jäänyt peli jatkuu: { $count } siirtoa, { $rules }.
}
resume-none = Kesken jäänyttä peliä ei ole; uusi peli alkaa.
resume-set-aside = Kesken jäänyt peli siirrettiin sivuun tiedostoon { $file }, sitä ei poistettu: load { $file } jatkaa sitä.
kept-unreadable = Tallessa olevaa peliä ei voi lukea ({ $reason }); se siirrettiin sivuun tiedostoon { $file }.
kept-elsewhere = Toinen Morris-ohjelma pitää täällä keskeneräistä peliään tallessa; tämä pitää omansa tiedostossa { $file }.
kept-other = Toinen keskeneräinen peli on tallessa tiedostossa { $file }: load { $file } jatkaa sitä.
kept-nowhere = Muut Morris-ohjelmat varaavat täällä kaikki tallessa pidettävien pelien tiedostot: tätä peliä ei pidetä tallessa.
kept-not-moved = Tallessa olevaa peliä { $file } ei voitu siirtää sivuun ({ $reason }); se jää paikalleen.
kept-no-moves = tallenteessa ei ole siirtoja
kept-on-quit = Kesken jäänyt peli jää talteen: sitä tarjotaan, kun käynnistät uudelleen.
not-kept-on-quit = Kesken jäänyttä peliä ei voitu pitää tallessa ({ $reason }): tallenna se komennolla save TIEDOSTO ennen lopettamista, muuten se menetetään.
save-before-quit = Tallennetaanko se tiedostoon? Kirjoita tiedoston nimi, tai paina Enter lähteäksesi ilman sitä:
interrupt-hint = Peli jatkuu. Lopeta painamalla Ctrl-D tai kirjoittamalla quit.
stopped = Pysäytetty: tekoäly pelaa parhaan löytämänsä siirron.
typed-ahead = Tekoälyn miettiessä kirjoitettua siirtoa ei pelattu: katso ensin sen siirto. Sillä välin kirjoitetut komennot suoritetaan nyt.
paused = Tekoäly odottaa: kirjoita ai, niin se siirtää.

## Pelaajat ja lauta

player-human = ihminen
player-ai = tekoäly, taso { $level }
player-engine = moottori
engine-failed = Puolta { $color } pelaava moottori ei voi pelata ({ $reason }): tästä lähtien puolta { $color } pelaa ihminen, ja peli jatkuu.
player-label = { $color } ({ $player })
sides = { $white }, { $black }.
view-player = { $player }: { $hand }, { $board }
view-clock = , kello { $time }
flag-fall = Pelaajalta { $color } loppui aika. { $outcome }
clock-none = Ei kelloja (käynnistä: clock 5+3 tai clock 30s).
clock-times = Kellot ({ $control }): valkea { $white }, musta { $black }
help-clock = näyttää kellot tai käynnistää ne: clock 5+3 (minuutit + sekuntia siirrolta), clock 30s, clock none
help-solve = rakentaa loppupelitietokannat taustalla pelatessasi: solve 8 (nappuloita yhteensä) tai solve 4-3 (yksi pari ja sen tarvitsemat parit), solve näyttää tilanteen, solve stop keskeyttää
solve-started = Rakennetaan loppupelitietokantoja enintään { $pieces } nappulalle taustalla; jatka peliä. solve näyttää tilanteen, solve stop keskeyttää.
solve-status = Rakennus enintään { $pieces } nappulalle: { $pairs } { $percent } %, { $done } paria valmiina.
solve-starting = Rakennus enintään { $pieces } nappulalle: alkaa.
solve-idle = Mitään rakennusta ei ole käynnissä.
solve-idle-none = Rakennus ei ole käynnissä, eikä loppupelitietokantoja ole vielä rakennettu: solve { $next } rakentaa ne { $next } nappulaan asti.
solve-idle-built = Rakennus ei ole käynnissä; loppupelitietokannat { $pieces } nappulaan asti on rakennettu (solve { $next } rakentaa lisää).
solve-idle-all = Rakennus ei ole käynnissä; loppupelitietokannat { $pieces } nappulaan asti, niin pitkälle kuin solve menee, on rakennettu.
solve-stopping = Keskeytetään rakennus; valmiit osat säilyvät.
solve-busy = Rakennus enintään { $pieces } nappulalle on käynnissä (solve stop keskeyttää sen).
solve-no-dir = Tietokannoille ei ole datahakemistoa.
solve-ready = Loppupelitietokannat enintään { $pieces } nappulalle ovat valmiit: tekoäly, vihje ja analyze käyttävät niitä nyt.
solve-started-pair = Rakennetaan parin { $pairs } loppupelitietokantoja (ja ensin niiden tarvitsemia pareja) taustalla; jatka peliä. solve näyttää tilanteen, solve stop keskeyttää.
solve-status-pair = Rakennus { $target }: { $pairs } { $percent } %, { $done } paria valmiina.
solve-starting-pair = Rakennus { $target }: alkaa.
solve-busy-pair = Parin { $pairs } rakennus on käynnissä (solve stop keskeyttää sen).
solve-ready-pair = Parin { $pairs } loppupelitietokannat ovat valmiit: tekoäly, vihje ja analyze käyttävät niitä nyt.
solve-bad-pair = Pelin säännöissä ei ole paria { $pair }: kummallakin puolella on 3–{ $max } nappulaa.
solve-stopped = Rakennus keskeytettiin; valmiit osat säilyvät, ja seuraava solve jatkaa niistä.
solve-failed = Loppupelitietokantoja ei voitu rakentaa: { $reason }
error-bad-solve = ”{ $value }” ei ole nappuloiden määrä (6–24), pari kuten 4-3 (3–12 nappulaa puolelle) eikä stop.
error-bad-clock = ”{ $value }” ei ole aikaraja (none, 5+3, 30s).
view-last-move = Viimeisin siirto: { $mv }
view-to-move = Vuorossa { $color }: { $action }
prompt-remove = { $color }, minkä nappulan poistat?
thinking = { $player } miettii: syvyys { $depth }, { $seconds } s
thinking-start = { $player } miettii: { $seconds } s
thinking-hint = Vihjettä etsitään: syvyys { $depth }, { $seconds } s
thinking-analysis = Analysoidaan: syvyys { $depth }, { $seconds } s

## Vastaukset

move-played = { $player }: { $mv }
ask-removal = { $mv } sulkee myllyn: minkä nappulan poistat? ({ $points })
ask-removal-another = Entä mikä toinen nappula? ({ $points })
pending-cancelled = Siirtoa { $mv } ei pelattu: siitä puuttui poisto.
removals-list = Nappulat, jotka voit poistaa: { $points }
moves-list = { $count ->
    [one] 1 sallittu siirto:
   *[other] { $count } sallittua siirtoa:
}
undo-done = Peruttu: { $moves }.
redo-done = Pelattu uudelleen: { $moves }.
hint = Vihje: { $mv } ({ $value })
hint-exact = Vihje: { $mv } (tarkka arvo: { $value })
hint-server = Vihje: { $mv } (tarkka arvo palvelimelta: { $value })
tablebase-away = Tietokantapalvelin ei nyt auta ({ $reason }): haku päättää sillä välin.
analysis-summary-searched = { $total ->
    [one] Paras siirto { $mv }: { $value }; arvioitu { $weighed }/1 siirto, haettu syvyyteen { $depth }.
   *[other] Paras siirto { $mv }: { $value }; arvioitu { $weighed }/{ $total } siirtoa, kukin haettu syvyyteen { $depth }.
}
analysis-summary-exact = { $total ->
    [one] Paras siirto { $mv }: { $value }, tarkka (loppupelitietokannat); arvioitu { $weighed }/1 siirto.
   *[other] Paras siirto { $mv }: { $value }, tarkka (loppupelitietokannat); arvioitu { $weighed }/{ $total } siirtoa.
}
analysis-more = { $count ->
    [one] 1 siirto lisää: analyze all näyttää kaikki siirrot.
   *[other] { $count } siirtoa lisää: analyze all näyttää kaikki siirrot.
}
analysis-none = Millään siirrolla ei ole vielä arvoa.
level-now = Tekoälyn taso: { $level }
level-now-timed = Tekoälyn taso: { $level }. Taso 10 miettii { $seconds } s siirtoa kohden (sovelluksen asetus, tai --movetime).
level-set = Tekoälyn tasoksi asetettiin { $level }.
new-game = Uusi peli: { $rules }. { $sides }
setup-done = Asema asetettu: { $rules }. { $sides }
replace-ask = { $count ->
    [one] Korvataanko kesken oleva peli (1 siirto, ei tallennettu)? [k/E]
   *[other] Korvataanko kesken oleva peli ({ $count } siirtoa, ei tallennettu)? [k/E]
}
replace-declined = Mitään ei muutettu: kesken oleva peli jatkuu.
set-done = { $option } = { $value }. Säännöt: { $rules }
set-next-game = { $option } = { $value } seuraavasta pelistä alkaen (kirjoita new); tämä peli jatkuu säännöillä { $rules }.
rules-title = Säännöt: { $rules }
rules-next = Seuraava peli: { $rules }
rules-preset-new = Pelaa sitä: new { $preset }
history-empty = Siirtoja ei ole vielä.
saved = Peli tallennettiin tiedostoon { $file }.
loaded = { $count ->
    [one] Ladattiin { $file }: 1 siirto, { $rules }.
   *[other] Ladattiin { $file }: { $count } siirtoa, { $rules }.
}
draw-declined = { $player } ei hyväksy tasapeliä.

## Sääntöjen valinnat ja niiden arvot

option-pieces = nappuloita pelaajaa kohden
option-diagonals = neljä vinolinjaa
option-flying = lentäminen kolmella nappulalla
option-all-in-mills = poistaminen, kun kaikki nappulat ovat myllyissä
option-removals = poistot kahden myllyn sulkemisesta kerralla
option-first = kumpi aloittaa
option-repetition = tasapeli, kun asema toistuu kolmannen kerran
option-n-move = tasapeli N siirron jälkeen kummaltakin ilman poistoa (0: ei koskaan)
option-full-board = mitä täysi lauta tarkoittaa
option-moves-in-placing = nappulan siirto asettamisen sijaan, kun kädessä on vielä nappuloita
option-one-time-mills = mylly poistaa vain ensimmäisellä kerralla
option-remove-from-mills = myllyssä olevan nappulan saa aina poistaa
option-defender-first = toinen pelaaja siirtää ensin, kun asettaminen päättyy
option-restrict-repeated-mills = myllyn sulkenutta nappulaa ei saa siirtää heti takaisin uuteen myllyyn
option-endgame-n-move = tasapeli N siirron jälkeen kummaltakin ilman poistoa, kun toisella on kolme nappulaa (0: ei koskaan)
option-placing-mills = mitä asettaessa suljettu mylly tekee poistamalleen nappulalle
option-board = lauta pisteiden mukaan: kolme neliötä (24), kaksi (16) tai 3 kertaa 3 (9)
option-intervention = kahden vastustajan nappulan väliin viivalle asetettu tai siirretty nappula vie molemmat
values-board = 24, 16 tai 9
values-pieces = luku 9–12 (5–8 16 pisteen laudalla, 3 yhdeksän pisteen laudalla)
values-on-off = on tai off
values-flying = on, off tai both (both: kun toisella on kolme, molemmat lentävät)
values-all-in-mills = any tai none
values-removals = one tai per-mill
values-first = white tai black
values-n-move = 0 (pois) tai luku enintään 10000
values-full-board = draw, lose, first-loses, side-removes, first-then-second tai second-then-first
values-placing-mills = remove, mark, from-hand tai mill-counts

## Ohje

help-title = Kirjoita siirto ({ $examples }) tai jokin näistä komennoista:
help-footer = Tab täydentää komennot ja siirrot. Ctrl-D tai quit lopettaa; kesken jäänyt peli jää talteen.
help-footer-online = Tab täydentää komennot ja siirrot. quit lopettaa; peli jää auki palvelimelle, ja morris online rejoin palaa siihen.
help-new = aloittaa uuden pelin: sääntökokoelma valinnoin muutettuna
help-moves = luettelee sallitut siirrot
help-undo = perii viimeisen siirron (ja tekoälyn vastauksen); verkossa pyytää sitä ystävältäsi (myös: takeback)
help-redo = pelaa uudelleen sen, minkä undo perui
help-hint = ehdottaa siirtoa ja kertoo sen arvon
help-analyze = näyttää parhaan siirron, sen arvon, hakusyvyyden ja seuraavaksi parhaat (analyze all: jokainen sallittu siirto; tarkka loppupelitietokannoista, muuten haettu)
help-ai = antaa tekoälyn siirtää nyt vuorossa olevan puolesta
help-level = näyttää tai asettaa tekoälyn tason, 1 (heikoin) – 10
help-swap = vaihtaa puolia toisen pelaajan kanssa
help-set = muuttaa sääntöjen valintaa (heti, jos siirtoja ei ole, muuten seuraavasta pelistä)
help-rules = näyttää säännöt
help-show = piirtää laudan
help-history = luettelee pelatut siirrot
help-save = tallentaa pelin tiedostoon (--format playok tai sanmill: niiden ohjelmien muodossa)
help-load = lataa pelin tiedostosta
help-position = tulostaa aseman tekstinä
help-setup = aloittaa pelin asematekstistä (kuten position sen tulostaa) voimassa olevin säännöin
help-resign = luovuttaa pelin
help-draw = tarjoaa tasapeliä (kahden ihmisen kesken: sopii siitä)
help-accept = vastaa kyllä sinulle esitettyyn kysymykseen: tarjottuun tasapeliin, verkossa myös perumiseen tai uusintaan (myös: yes)
help-decline = vastaa ei (myös: no)
help-rematch = verkossa: pyytää uutta peliä värit vaihdettuina tai hyväksyy pyydetyn
help-claim = verkossa: voittaa pelin, jos ystäväsi on ollut liian kauan poissa
help-record = näyttää pelin merkinnän
help-review = arvioi pelin jokaisen siirron tähän asti: tarkasti, missä loppupelitietokannat tuntevat aseman, muuten haulla (review practice: sitten yritä virheitäsi uudelleen)
help-help = ohje kaikista komennoista tai yhdestä
help-quit = lopettaa; kesken jäänyt peli jää talteen

## Virheet: kukin yhdellä rivillä

error-line = rivi { $line }: { $message }
error-empty = Tyhjä komento: kirjoita siirto tai komento (help luettelee ne).
error-too-long = Rivi on liian pitkä ({ $length } tavua).
error-unknown-command = Tuntematon komento ”{ $word }” (help luettelee komennot).
error-usage = Käyttö: { $usage }
error-unknown-preset = Tuntemattomat säännöt ”{ $name }”: help new luettelee kaikki kokoelmat.
error-unknown-option = Tuntematon sääntövalinta ”{ $name }”: rules näyttää valinnat.
error-bad-value = ”{ $value }” ei ole valinnan { $option } arvo (odotettiin: { $expected }).
error-bad-level = ”{ $value }” ei ole taso (1–10).
error-bad-depth = ”{ $value }” ei ole syvyys (2–{ $max } puolisiirtoa).
error-bad-color = ”{ $value }” ei ole puoli (white tai black).
error-bad-format = "{ $value }" ei ole pelitallenteen muoto (morris, playok tai sanmill).
error-unknown-topic = Komentoa ”{ $word }” ei ole, joten siitä ei ole ohjetta.
error-bad-move = ”{ $text }” ei ole siirto: { $reason }
error-game-over = Peli on päättynyt: kirjoita new uutta peliä varten tai undo.
error-nothing-to-undo = Ei mitään peruttavaa.
error-nothing-to-redo = Ei mitään uudelleen pelattavaa.
error-no-pending = Mikään siirto ei odota poistoa: kirjoita poisto siirron kanssa, esimerkiksi d6-d5xa7.
error-save = Tiedostoa { $file } ei voi tallentaa: { $reason }
error-read = Tiedostoa { $file } ei voi lukea: { $reason }
error-load = Tiedostoa { $file } ei voi ladata: { $reason }
error-keep = Kesken jäänyttä peliä ei voi pitää tallessa: { $reason }
error-no-person = Kukaan ihminen ei pelaa tässä: nimeä puoli, esimerkiksi resign white.
error-ai-to-move = On tekoälyn vuoro: odota sen siirtoa tai kirjoita ai.
bad-move-empty = se on tyhjä
bad-move-point = merkin { $at } kohdalla ei ole pistettä (pisteiden nimet ovat kuten a7, d6, g1)
bad-move-unexpected = odottamatonta tekstiä merkin { $at } kohdalla (siirrot ovat kuten d6, d6-d5 tai d6-d5xa7)
bad-move-duplicate = { $point } poistetaan kahdesti
bad-move-same-point = siirto pisteestä { $point } pisteeseen { $point } ei vie minnekään

## Sallimattomat siirrot

illegal-move = { $mv } ei ole sallittu: { $reason }

## Pelitallenteet
database-refused = Loppupelitietokantaa ei käytetä ({ $reason }): rakenna se uudelleen komennolla solve.

## Verkkopelit (morris online host, morris online join)
online-link = Lähetä ystävällesi tämä linkki: { $link }
online-watch = Kuka tahansa voi katsoa koodilla { $code }.
online-watch-link = Kuka tahansa voi katsoa peliä osoitteessa { $link }
online-you-play = Pelaat: { $color }.
online-waiting = Odotetaan, että ystäväsi liittyy…
online-joined = { $name } liittyi peliin.
online-your-turn = Sinun vuorosi.
online-played = { $color } pelasi { $mv }.
online-over = Peli päättyi: { $result }
online-draw-sent = Tarjosit tasapeliä.
online-draw-offered = { $name } tarjoaa tasapeliä: kirjoita accept tai decline.
online-draw-declined = Tasapelitarjous hylättiin.
online-takeback-sent = Pyysit saada perua viimeisen siirtosi.
online-takeback-asked = { $name } pyytää saada perua viimeisen siirtonsa: kirjoita accept tai decline.
online-took-back = { $turns ->
    [one] Yksi siirto peruttiin.
   *[other] { $turns } siirtoa peruttiin.
}
online-takeback-declined = Perumispyyntö hylättiin.
online-rematch-sent = Pyysit uusintaottelua.
online-rematch-asked = { $name } pyytää uusintaottelua värit vaihdettuina: kirjoita accept tai decline.
online-rematch-declined = Uusintaottelu hylättiin.
online-new-game = Uusi peli alkaa. Pelaat: { $color }.
online-away = Yhteys pelaajaan { $name } katkesi. Jos hän on poissa { $minutes ->
    [one] minuutin
   *[other] { $minutes } minuuttia
}, voit voittaa pelin kirjoittamalla claim.
online-back = { $name } palasi.
online-reconnecting = Yhteys katkesi; yhdistetään uudelleen (yritys { $attempt })…
online-reconnected = Yhteys palasi.
online-failed = Yhteys on menetetty: { $reason }
online-refused = Palvelin kieltäytyi: { $reason }
online-not-seated = Et ole vielä pelissä: odota palvelinta.
online-no-opponent = Ystäväsi ei ole vielä liittynyt.
online-not-your-turn = Vuoro on pelaajalla { $name }.
online-game-over = Peli on päättynyt.
error-not-online = { $command } ei käy verkkopelissä: peli on palvelimen. help näyttää komennot, jotka käyvät.
error-online-only = { $command } on verkkopeliä varten (morris online host tai morris online join).
online-no-question = Ei ole mitään vastattavaa.
online-input-ended = Syöte loppui; poistut pelistä.
online-error-unknown-code = millään pelillä ei ole tätä koodia
online-error-room-full = tämä kutsu on jo käytetty: huone on täynnä
online-error-room-expired = huone oli käyttämättä yli vuorokauden ja on suljettu
online-error-bad-token = palvelin ei tunne tätä paikkaa
online-error-version = palvelin puhuu protokollan toista versiota: päivitä Morris
online-error-not-your-turn = vuoro on ystävälläsi
online-error-stale = siirto oli tarkoitettu toiseen asemaan
online-error-game-over = peli on päättynyt
online-error-nothing-to-take-back = sinulla ei ole perumiskelpoista siirtoa
online-error-not-away = ystäväsi ei ole ollut poissa tarpeeksi kauan
online-error-no-request = tällaista pyyntöä ei ole, tai yksi odottaa jo
online-error-too-fast = liian monta viestiä kerralla
online-error-server = palvelin ei voinut tallentaa sitä; yritä uudelleen
online-error-too-many-rooms = tästä osoitteesta on luotu liian monta huonetta; yritä myöhemmin uudelleen
online-error-server-full = palvelimella on jo niin monta huonetta kuin se voi pitää; yritä myöhemmin uudelleen
online-seat-kept = Peli jää auki palvelimelle: morris online rejoin palaa siihen.
online-seat-waiting = Verkkopelisi on yhä auki: morris online rejoin palaa siihen.
online-seat-not-kept = Paikkaa ei voitu tallentaa paluuta varten: { $reason }
online-no-seat = Tällä koneella ei ole avointa verkkopeliäsi.
online-left = { $name } lähti.
solve-started-whole = Näiden sääntöjen koko peliä ratkaistaan taustalla ensimmäisestä asettamisesta alkaen (muutama sekunti); solve kertoo, kuinka pitkällä se on.
solve-status-whole = Koko peliä ratkaistaan: { $percent } %.
solve-status-opening = Kaikki parit on rakennettu; asetteluvaihetta tutkitaan tyhjältä laudalta.
solve-status-placings = Tyhjä lauta on arvioitu; arvioidaan asemia kahden ensimmäisen asettelun jälkeen: { $percent } %.
solve-idle-whole-none = Rakennus ei ole käynnissä, eikä näiden sääntöjen koko peliä ole vielä ratkaistu: solve 6 ratkaisee sen ensimmäisestä asettamisesta alkaen sekunneissa.
solve-idle-whole-built = Rakennus ei ole käynnissä; näiden sääntöjen koko peli on ratkaistu: tason 10 tekoäly, hint ja analyze pelaavat sen jokaisen aseman täydellisesti.
solve-ready-whole = Koko peli on ratkaistu: tason 10 tekoäly, hint ja analyze pelaavat sitä nyt täydellisesti.

# Trying the mistakes of a reviewed game again (review practice).
practice-none = Tässä pelissä ei ole virheitäsi uudelleen yritettäväksi.
practice-start = Uudelleen yritettäviä siirtoja: { $count }. Kirjoita parempi siirto; answer (tai show me) näyttää sen, next ohittaa, stop lopettaa.
practice-position = { $number } { $turn } oli { $grade }: etsi parempi siirto puolelle { $color }.
practice-prompt = Uudestaan { $index }/{ $count }, { $color }>
practice-right = Kyllä: { $turn } on { $grade }, { $value }.
practice-wrong = Ei se: { $turn } on { $grade }, { $value }. Yritä uudelleen tai kirjoita answer.
practice-answer = Vastaus: { $best }, { $value }.
practice-over = Harjoitus päättyi: löydetty { $found }/{ $count }.
practice-help = Kirjoita siirto, tai answer, next, show tai stop.

# Puzzles in the terminal (puzzle).
help-puzzle = ratkaistun pelin varmentamia tehtäviä: puzzle (seuraava, lähellä lukuasi), puzzle daily, puzzle streak, puzzle rush 3 tai 5, puzzle theme NIMI (puzzle themes luettelee ne), puzzle rules ESIASETUS, puzzle hint, puzzle show (ratkaisu), puzzle again, puzzle rating, puzzle stop (takaisin peliin)
error-unknown-theme = Tehtäväteemaa ”{ $word }” ei ole: teemat ovat { $themes }, tai any.
error-bad-rush = Pikakierros kestää 3 tai 5 minuuttia, ei ”{ $value }”.
puzzle-prompt = Tehtävä, { $color }>
puzzle-prompt-streak = Putki { $solved }, { $color }>
puzzle-prompt-rush = Pikakierros { $left }, { $color }>
puzzle-repl-help = Kirjoita siirto (poistossa pelkkä piste), tai next, hint, answer, again, rating, themes, theme NIMI, daily, streak, rush, show (lauta) tai stop (takaisin peliin).
puzzle-try-again = Yritä uudelleen, tai kirjoita answer.
puzzle-what-next = Kirjoita next saadaksesi uuden tehtävän, tai stop palataksesi peliin.
puzzle-stopped = Takaisin peliin.
puzzle-nothing-shown = Tehtävää ei näytetä: kirjoita puzzle saadaksesi sellaisen.
puzzle-unknown-id = Tämän kokoelman millään tehtävällä ei ole tunnusta { $id }.
puzzle-history = { $count } { $count ->
    [one] arvioitu yritys
   *[other] arvioitua yritystä
}; viimeisimmät luvut: { $last }
puzzle-best-streak = Paras putki: { $best }
puzzle-best-rush = Paras { $minutes } minuutin pikakierros: { $best }
puzzle-not-online = Ei verkkopelin aikana: sen kellot eivät odota. Tehtäviä pelin jälkeen.
analysis-from-server = Tarkat arvot palvelimelta { $url }.
