# Työpöytäsovelluksen viestit.

## Valikot ja painikkeet

gui-menu-game = Peli
gui-menu-view = Näkymä
gui-new-game = Uusi peli…
gui-play-again = Pelaa uudelleen
gui-undo = Peru
gui-redo = Tee uudelleen
gui-hint = Vihje
gui-offer-draw = Tarjoa tasapeliä
gui-resign = Luovuta
gui-accept-draw = Hyväksy tasapeli
gui-decline-draw = Hylkää
gui-open = Avaa tai tuo…
gui-save = Tallenna…
gui-save-playok = Tallenna PlayOKille…
gui-save-sanmill = Tallenna Sanmillille…
gui-paste = Liitä pelitallenne tai asema…
gui-copy-record = Kopioi pelitallenne
gui-copy-position = Kopioi asema
gui-quit = Lopeta
gui-pause-ai = Pysäytä tekoäly
gui-resume-ai = Anna tekoälyn siirtää

## Näkymä-valikko

gui-theme = Teema
gui-theme-system = Kuten järjestelmässä
gui-theme-light = Vaalea
gui-theme-dark = Tumma
gui-language = Kieli
gui-language-system = Kuten järjestelmässä
gui-show-targets = Merkitse, minne nappula voi mennä
gui-analysis = Näytä jokaisen siirron arvo (A)
gui-analysis-button = Analyysi
gui-animations = Animoi nappulat
gui-ai-seconds = sekuntia siirtoa kohden tasolla 10
gui-watch-seconds = sekuntia kahden tekoälyn siirtojen välillä

## Pelaajat, siirtolista ja siirron kirjoittaminen

gui-player-human = Ihminen
gui-player-ai = tekoäly, taso { $level }
gui-player-engine = Moottori
gui-player-choose-engine = Moottori…
gui-engine-command = Moottorin komento
gui-engine-command-hint = Ohjelma ja sen argumentit, esim. /polku/moottoriin uci
gui-engine-empty = Kirjoita komento, joka käynnistää moottorin: ohjelma ja sen argumentit.
gui-engine-quotes = Komennossa on sulkematon lainausmerkki.
gui-engine-missing = Ohjelmaa ”{ $program }” ei ole: anna sen koko polku tai lisää se PATHiin.
gui-engine-failed = Puolta { $color } pelaava moottori ei voi pelata ({ $reason }): nyt pelaat puolta { $color } itse.
gui-player-kind-ai = Tekoäly
gui-player-line = { $color }: { $player }
gui-hand = { $color }: { $pieces }
# A point of the board as a screen reader says it: its name, what stands
# on it, and whether a click may go there next.
gui-point = { $point }, { $what }
gui-point-target = { $point }, { $what }, sallittu kohde
gui-point-value = { $label }: { $value }
gui-point-white = valkoinen nappula
gui-point-black = musta nappula
gui-point-empty = tyhjä
gui-moves = Siirrot
gui-moves-start = Alku
gui-type-move = Kirjoita siirto tai piste
gui-type-move-hint = { $examples }
gui-thinking = { $color } miettii
gui-thinking-depth = syvyys { $depth }
gui-analysis-depth = Analyysi, syvyys { $depth }: kussakin pisteessä pisteosuus, jonka siirto jättää siirtovuorossa olevalle
gui-analysis-exact = Analyysi, tarkka (loppupelitietokannat): W tai L, voitto tai tappio niin monessa vuorossa; = tasapeli
gui-analysis-starting = Analyysi: alkaa
gui-analysis-best = Paras: { $mv }, { $value }
gui-hint-thinking = Vihjettä etsitään

## Tilarivi

gui-status-to-move = Vuorossa { $color }: { $action }.
gui-status-selected = { $color }: valitse, minne pisteen { $point } nappula menee.
gui-status-remove = { $count ->
    [one] { $color } sulki myllyn: poista yksi vastustajan nappula.
   *[other] { $color } sulki myllyjä: poista { $count } vastustajan nappulaa.
}
gui-status-ai-turn = Vuorossa { $color } ({ $player }).
gui-status-ai-paused = { $color } (tekoäly) odottaa: jatka painamalla ”Anna tekoälyn siirtää”.
gui-draw-offered = { $color } tarjoaa tasapeliä.
gui-draw-declined = Tekoäly ei hyväksy tasapeliä ja jatkaa peliä.
gui-coin-result = Kolikko ratkaisi: { $player } pelaa valkoisilla.

## Miksi napsautus tai kirjoitettu siirto hylättiin

gui-refused-game-over = Peli on päättynyt: aloita uusi tai peru siirto.
gui-refused-must-place = Sinulla on vielä nappuloita kädessä: aseta yksi tyhjään pisteeseen.
gui-refused-must-move = Kädessä ei ole enää nappuloita: siirrä omaasi viivaa pitkin.
gui-refused-not-empty = { $point } on varattu: valitse tyhjä piste.
gui-refused-off-board = { $point } ei ole tämän laudan piste.
gui-refused-not-own-piece = Pisteessä { $point } ei ole omaa nappulaasi.
gui-refused-not-adjacent = { $from } ja { $to } eivät ole naapureita: nappula liukuu viivaa pitkin seuraavaan pisteeseen.
gui-refused-missing-removal = { $count ->
    [one] Tämä sulkee myllyn: kerro myös poistettava nappula, esimerkiksi d6-d5xa7.
   *[other] Tämä sulkee myllyjä: kerro myös { $count } poistettavaa nappulaa, esimerkiksi d6xa7xg7.
}
gui-refused-no-mill = Tämä ei sulje myllyä, joten se ei poista mitään.
gui-refused-too-many-removals = { $count ->
    [one] Tämä poistaa vain 1 nappulan.
   *[other] Tämä poistaa vain { $count } nappulaa.
}
gui-refused-not-opponent-piece = Pisteessä { $point } ei ole vastustajan nappulaa: valitse jokin hänen nappuloistaan.
gui-refused-in-mill = Pisteen { $point } nappula on myllyssä: ota sellainen, joka ei ole, niin kauan kuin niitä on.
gui-refused-all-in-mills = Kaikki vastustajan nappulat ovat myllyissä, eivätkä nämä säännöt silloin salli poistoa.
gui-refused-repeated-mill = Pisteen { $from } nappula sulki myllyn tullessaan pisteestä { $to } viime vuorolla: se ei saa palata heti sulkemaan uutta.
gui-refused-other = Säännöt kieltävät sen.
gui-refused-stuck = Pisteen { $point } nappula ei pääse minnekään: valitse toinen.
gui-refused-choose-first = Valitse ensin oma nappula ja sitten piste, johon se menee.
gui-refused-ai-to-move = Nyt on tekoälyn vuoro, ei sinun.
gui-refused-notation = ”{ $text }” ei ole siirto: kirjoita siirrot muodossa d6, d6-d5 tai d6-d5xa7.
gui-refused-no-removal-due = Mikään siirto ei odota poistoa: poisto seuraa myllyn sulkevaa siirtoa, kuten d6-d5xa7.

## Vihjeet

gui-hint-text = Vihje: { $mv } ({ $value })
gui-hint-exact = Vihje: { $mv } (tarkka: { $value })
gui-hint-server = Vihje: { $mv } (tarkka, palvelimelta: { $value })
gui-tablebase = Täydellinen peli palvelimelta
gui-tablebase-explain = Palvelin, joka on ratkaissut pelin (morris serve tietokantoineen), voi kertoa vihjeelle ja tasolle 10 täydellisen siirron, missä täkäläiset tietokannat eivät riitä. Ilman ajoissa tullutta vastausta haku päättää.
gui-tablebase-address = Palvelimen osoite (tyhjä: ei mitään)
gui-tablebase-bad = ”{ $address }” ei ole palvelimen osoite: anna http://HOST:PORTTI.
gui-tablebase-away = Tietokantapalvelin ei nyt auta ({ $reason }): haku päättää sillä välin.
gui-score-draw = tasapeli
gui-ai-played = { $color } pelasi { $mv }.
gui-ai-took = { $color } pelasi { $mv }, sulki myllyn ja poisti { $points }.

## Tiedostot ja leikepöytä

gui-open-title = Avaa pelitallenne
gui-save-title = Tallenna peli
gui-file-filter = Pelitallenteet
gui-saved = Tallennettu: { $file }.
gui-save-failed = Tiedostoa { $file } ei voi tallentaa: { $reason }
gui-read-failed = Tiedostoa { $file } ei voi lukea: { $reason }
gui-opened = { $count ->
    [one] Avattu { $file }: 1 siirto.
   *[other] Avattu { $file }: { $count } siirtoa.
}
gui-opened-position = Peli jatkuu liitetystä asemasta.
gui-open-failed = Kohdetta { $file } ei voi avata: { $reason }
gui-pasted-text = liitetty teksti
gui-keep-failed = Peliä ei voi säilyttää seuraavaan käynnistykseen: { $reason }
gui-copied-record = Pelitallenne on leikepöydällä.
gui-copied-position = Aseman teksti on leikepöydällä.
gui-paste-title = Liitä pelitallenne tai asema
gui-paste-explain = Liitä pelitallenne tästä tai muusta myllyohjelmasta tai aseman teksti, ja avaa se.
gui-paste-text = Tallenne tai asema
gui-paste-open = Avaa
gui-cancel = Peruuta

## Pelitallenteet, joita ei voi avata


## Uuden pelin ikkuna

gui-new-game-title = Uusi peli
gui-rules = Säännöt
gui-preset = Muunnelma
gui-preset-changed = { $preset } (muutettu)
gui-option-pieces = Nappuloita pelaajaa kohden
gui-option-diagonals = Vinoviivat
gui-option-flying = Lentäminen kolmella nappulalla
gui-flying-on = kolmen nappulan pelaaja lentää
gui-flying-off = kukaan ei lennä
gui-flying-both = molemmat lentävät, kun toisella on kolme
gui-option-all-in-mills = Kun kaikki nappulat ovat myllyissä
gui-all-in-mills-any = minkä tahansa saa poistaa
gui-all-in-mills-none = mitään ei poisteta
gui-option-removals = Kahden myllyn sulkeminen kerralla
gui-removals-one = poistaa yhden nappulan
gui-removals-per-mill = poistaa nappulan myllyä kohden
gui-option-first = Aloittaa
gui-option-repetition = Tasapeli kolminkertaisesta toistosta
gui-option-n-move = Tasapeli, kun kumpikin on siirtänyt näin monta kertaa ilman poistoa (0: ei koskaan)
gui-option-full-board = Täysi lauta
gui-full-board-draw = on tasapeli
gui-full-board-lose = vuorossa oleva häviää
gui-full-board-first-loses = ensimmäinen pelaaja häviää
gui-full-board-side-removes = ensin siirtävä poistaa nappulan
gui-full-board-first-then-second = ensin ensimmäinen, sitten toinen poistaa nappulan
gui-full-board-second-then-first = ensin toinen, sitten ensimmäinen poistaa nappulan
gui-more-rules = Lisää sääntöjä
gui-more-rules-set = Lisää sääntöjä (käytössä: { $count })
gui-option-moves-in-placing = Siirto asettamisen sijaan, kun nappuloita on vielä kädessä
gui-option-one-time-mills = Mylly poistaa vain ensimmäisellä kerralla
gui-option-remove-from-mills = Myllyissä olevia nappuloita saa aina poistaa
gui-option-defender-first = Toinen pelaaja siirtää ensin asettamisen jälkeen
gui-option-restrict-repeated-mills = Myllyä ei saa sulkea uudelleen siirtämällä suoraan takaisin
gui-option-endgame-n-move = Kolmella nappulalla tasapeli näin monen siirron jälkeen kummaltakin ilman poistoa (0: ei koskaan)
gui-option-placing-mills = Asettaessa suljettu mylly
gui-placing-mills-remove = poistaa nappulan heti
gui-placing-mills-mark = merkitsee nappulan, joka poistuu asettamisen jälkeen
gui-placing-mills-from-hand = vie nappulan vastustajan kädestä
gui-placing-mills-mill-counts = lasketaan asettamisen jälkeen
gui-option-intervention = Väliin asettuva lyönti
gui-where-nine = Klassikko, jota pelataan kaikkialla maailmassa ja turnauksissa.
gui-where-nine-no-flying = Niin kuin moni perhe pelaa: kolmellakin nappulalla vain liu'utaan.
gui-where-twelve = Kaksitoista nappulaa ja vinoviivat, kuten Englannissa ja Afrikassa.
gui-where-seed-classic = Espanjankielinen sääntöteksti, josta tämä ohjelma alkoi: molemmat lentävät kolmella, jokainen mylly poistaa nappulan, eikä myllyssä olevia nappuloita poisteta koskaan.
gui-where-lasker = Emanuel Laskerin muunnelma: kymmenen nappulaa ja siirtoja asettaessa.
gui-where-one-time-mill = Pelataan Venäjällä: mylly vie vain kerran.
gui-where-nerenchi = Sri Lankan peli: asettamisen jälkeen toinen pelaaja siirtää ensin.
gui-where-morabaraba = Eteläisen Afrikan peli, jossa nappuloina on karjaa.
gui-where-cham-gonu = Korean peli: asettaessa suljetut myllyt merkitsevät nappulan.
gui-where-cheng-san-qi = Pelataan Kiinassa yhdeksällä nappulalla ja merkityin poistoin.
gui-where-da-san-qi = Pelataan Kiinassa: täydellä laudalla ensimmäinen pelaaja häviää.
gui-where-dooz = Iranin peli: asettaessa suljettu mylly vie kädestä.
gui-where-zhi-qi = Pelataan Kiinassa: täydellä laudalla kumpikin poistaa.
gui-where-el-filja = Pelataan Algeriassa ja Marokossa: myllyt lasketaan asettamisen jälkeen.
gui-where-mul-mulan = Pelataan Indonesiassa: väliin asettuva lyönti.
gui-option-board = Lauta
gui-board-24 = kolme neliötä, 24 pistettä
gui-board-16 = kaksi neliötä, 16 pistettä
gui-board-9 = 3 kertaa 3, 9 pistettä
gui-where-three = Ensimmäinen mylly, jonka lapset oppivat, pelattu antiikista asti.
gui-where-six = Pelattiin keskiajan Euroopassa; peli kolmen ja yhdeksän välillä.
gui-players = Pelaajat
gui-level = taso
gui-level-line = { $color }, taso { $level }: { $about }
gui-level-about = { $kind ->
    [beginner] aloittelija; katsoo yhden siirron eteenpäin, ohittaa usein myllyjä.
    [casual] satunnainen pelaaja; kaksi siirtoa eteenpäin, ohittaa joskus myllyn.
    [club] kerhopelaaja; kolmesta viiteen siirtoa eteenpäin, harvoin huolimaton.
    [strong] vahva pelaaja; laskee syvältä, ei koskaan huolimaton.
   *[full] täysi vahvuus; virheetön lopussa tietokantojen avulla.
}
gui-coin-toss = Heitä kolikkoa väreistä
gui-swap-colours = Vaihda värejä joka seuraavassa pelissä
gui-clock = Kello
gui-clock-none = Ei kelloa
gui-clock-game = { $minutes } min + { $increment } s
gui-clock-turn = { $seconds } s siirtoa kohden
gui-clock-of = Kello, { $color }: { $time }
gui-start = Aloita peli

## Questions before a game ends, and its announcement
gui-confirm-title = Peli on kesken
gui-confirm-yes = Kyllä, jatka
gui-confirm-new = Aloitetaanko uusi peli? Keskeneräinen peli päättyy.
gui-confirm-open = Avataanko toinen peli? Keskeneräinen peli päättyy.
gui-confirm-resign = Luovutetaanko tämä peli?
gui-confirm-quit = Lopetetaanko? Keskeneräinen peli säilytetään ja tarjotaan ensi kerralla.
gui-confirm-quit-unkept = Lopetetaanko? Käynnissä olevaa peliä ei voitu pitää tallessa ({ $reason }), ja se menetetään, ellet tallenna sitä ensin (Peli: Tallenna…).
gui-game-over-title = Peli on päättynyt
gui-review = Käy peli läpi
gui-review-title = Pelin läpikäynti
gui-review-close = Sulje katsaus
gui-review-turn-hint = Näyttää aseman ennen tätä siirtoa, sellaisena kuin pelaaja sen näki.
gui-review-graph = Valkean odotettu tulos kunkin siirron jälkeen (napsauta siirtyäksesi sinne)
gui-review-exact = tarkka
gui-practice = Opi virheistäsi
gui-practice-hint = Vie sinut takaisin ennen kutakin tämän pelin virhettäsi etsimään parempaa siirtoa. Peli odottaa sellaisenaan.
gui-practice-online = Ei verkkopelin ollessa kesken.
gui-practice-count = Virhe { $index }/{ $count }
gui-practice-preparing = Virheitäsi valmistellaan…
gui-practice-grading = Arvioidaan siirtoa { $turn }…
gui-practice-wrong = Ei se: { $turn } on { $grade }, { $value }. Yritä uudelleen tai paina Näytä.
gui-practice-show = Näytä
gui-practice-skip = Ohita
gui-practice-back = Takaisin peliin
gui-practice-failed = Arviointi päättyi ilman vastausta: harjoitus on ohi.

## Position text that cannot be read or cannot stand

## Without a file chooser
gui-no-file-chooser = Tässä järjestelmässä ei ole tiedostonvalitsinta (se tarvitsee työpöytäportaalin tai zenityn). Kirjoita tiedoston polku.
gui-file-path = Tiedosto
gui-file-open-button = Avaa
gui-file-save-button = Tallenna

## The help window: the rules of the variant in play, and the controls
gui-menu-help = Ohje
gui-help-rules = Pelisäännöt
gui-close = Sulje
gui-help-title = Näin pelataan: { $variant }
gui-help-goal = Kummallakin pelaajalla on { $pieces } nappulaa. Vie vastustajalta kaikki paitsi kaksi nappulaa tai jätä hänet ilman siirtoa.
gui-help-placing = Ensin pelaajat asettavat vuorotellen nappuloitaan tyhjiin pisteisiin.
gui-help-moving = Kun kaikki on asetettu, vuorollaan siirretään omaa nappulaa viivaa pitkin viereiseen tyhjään pisteeseen.
gui-help-flying-on = Pelaaja, jolla on enää kolme nappulaa, lentää: hänen nappulansa voi siirtyä mihin tahansa tyhjään pisteeseen.
gui-help-flying-off = Kukaan ei lennä: kolmellakin nappulalla siirretään viivoja pitkin.
gui-help-flying-both = Heti kun jommallakummalla on enää kolme nappulaa, molemmat lentävät: nappula voi siirtyä mihin tahansa tyhjään pisteeseen.
gui-help-mill = Kolme omaa nappulaa samalla viivalla on mylly. Myllyn sulkija poistaa vastustajalta nappulan, joka ei ole myllyssä.
gui-help-three-in-a-row = Kolme omaa nappulaa rivissä voittaa heti: tässä pelissä ei poisteta mitään.
gui-help-per-mill = Kahden myllyn sulkeminen kerralla poistaa kaksi nappulaa, toisen toisensa jälkeen.
gui-help-all-in-mills-any = Jos kaikki vastustajan nappulat ovat myllyissä, saat poistaa minkä tahansa.
gui-help-all-in-mills-none = Jos kaikki vastustajan nappulat ovat myllyissä, et poista yhtään.
gui-help-diagonals = Vinoviivat yhdistävät neliöiden kulmat: niitäkin pitkin siirretään ja muodostetaan myllyjä.
gui-help-repetition = Peli on tasapeli, kun sama asema syntyy kolmannen kerran.
gui-help-n-move = Peli on tasapeli { $n } siirron jälkeen kummaltakin ilman poistoa.
gui-help-full-board-draw = Jos lauta täyttyy asettamisen aikana, peli on tasapeli.
gui-help-full-board-lose = Jos lauta täyttyy asettamisen aikana, siirtovuorossa oleva häviää.
gui-help-moves-in-placing = Niin kauan kuin sinulla on nappuloita kädessä, voit asettamisen sijaan siirtää laudalla olevaa nappulaa.
gui-help-one-time-mills = Mylly poistaa nappulan vain ensimmäisellä kerralla, kun se seisoo kolmella pisteellään: avattuna ja uudelleen suljettuna se ei vie mitään.
gui-help-remove-from-mills = Myllyissä olevia nappuloita saa poistaa kuten muitakin.
gui-help-defender-first = Kun kaikki nappulat on asetettu, toinen pelaaja siirtää ensin.
gui-help-restrict-repeated-mills = Juuri myllyn sulkenut nappula ei saa heti palata edelliselle pisteelleen sulkemaan myllyä uudelleen.
gui-help-endgame-n-move = Kun toisella puolella on enää kolme nappulaa, peli on tasapeli { $n } siirron jälkeen kummaltakin ilman poistoa.
gui-help-placing-mark = Asettaessa suljettu mylly merkitsee vastustajan nappulan poistamisen sijaan: sille ei saa asettaa, se ei kuulu mihinkään myllyyn, ja kaikki merkityt nappulat poistuvat laudalta asettamisen jälkeen.
gui-help-placing-from-hand = Asettaessa suljettu mylly vie nappulan vastustajan kädestä (laudalta, kun käsi on tyhjä), ja sitten vastustaja siirtää.
gui-help-placing-mill-counts = Asettaessa suljetut myllyt eivät vie heti mitään. Asettamisen jälkeen laudan myllyt ratkaisevat, montako nappulaa kumpikin poistaa, ensimmäinen pelaaja ensin; jos myllyjä ei ole lainkaan, kumpikin poistaa yhden omistaan.
gui-help-intervention = Nappula, joka asetetaan tai siirretään kahden vastustajan nappulan väliin samalla viivalla, vie ne molemmat.
gui-help-full-board-first-loses = Jos lauta täyttyy asettamisen aikana, ensimmäinen pelaaja häviää.
gui-help-full-board-side-removes = Jos lauta täyttyy asettamisen aikana, ensin siirtävä poistaa toisen nappulan, ja sitten toinen siirtää.
gui-help-full-board-first-then-second = Jos lauta täyttyy asettamisen aikana, ensimmäinen pelaaja poistaa toisen nappulan, sitten toinen ensimmäisen, ja ensimmäinen siirtää.
gui-help-full-board-second-then-first = Jos lauta täyttyy asettamisen aikana, toinen pelaaja poistaa ensimmäisen nappulan, sitten ensimmäinen toisen, ja toinen siirtää.
gui-help-controls-title = Ohjaus
gui-help-controls = Napsauta pistettä asettaaksesi nappulan; napsauta omaa nappulaa ja sitten pistettä siirtääksesi sen, tai vedä se. Myllyn jälkeen napsauta poistettavaa nappulaa. Näppäimistöllä liikut pisteestä toiseen nuolinäppäimillä ja painat Enter, tai kirjoitat siirron kuten d6, d6-d5 tai d6-d5xa7.
gui-help-keys = Ctrl+Z perii siirron ja Ctrl+Y tekee sen uudelleen, H antaa vihjeen, A näyttää jokaisen siirron arvon, Escape hylkää puolitiehen jääneen siirron; kun mitään ei ole valittu, nuolet, Home ja End kulkevat siirtojen läpi. B vie näppäimistön kohdistimen laudalle; kun siirto on kesken, nuolinäppäimet liikuttavat vain sitä.
gui-help-clocks = Kellojen kanssa vuorossa olevan puolen kello käy, ja jonka aika loppuu, häviää. Peru ottaa aikahäviön takaisin: kellot näyttävät taas sen, mitä ne näyttivät vuoron alkaessa. Kun valintaikkuna on auki, peli odottaa: kellot seisovat eikä tekoäly siirrä (verkkopelissä palvelimen kellot käyvät edelleen).
gui-help-values = Arvot: haun arvio näkyy osuutena pisteistä, jonka puoli voi odottaa tästä eteenpäin (voitto lasketaan kokonaan, tasapeli puoliksi), sen mukaan miten tekoälyn omat pelit ovat päättyneet tällaisista asemista: ”Valkoinen saa noin 62 % pisteistä”. Loppupelitietokantojen tarkat arvot näkyvät voittona tai tappiona niin monessa vuorossa, tai tasapelinä. Vuoro on yhden pelaajan siirto: voitto 7 vuorossa on neljä voittajan ja kolme toisen vuoroa.

gui-databases = Loppupelitietokannat…
gui-databases-title = Loppupelitietokannat
gui-databases-intro = Loppupelitietokantojen avulla taso 10, vihje ja analyysi pelaavat pelin { $variant } loppupelit täydellisesti ja kertovat tarkasti, kuka voittaa ja montako vuoroa se vie. Ne rakennetaan tällä tietokoneella taustalla pelatessasi; keskeytetty rakennus jatkuu seuraavalla kerralla siitä, mihin se jäi.
gui-databases-extent = Enintään { $pieces } nappulaa yhteensä: { $size }, noin { $time }
gui-databases-built = { $extent } (rakennettu)
gui-databases-measured = Koot ja ajat yhdeksän nappulan myllylle kaksiytimisellä tietokoneella; muut säännöt ja koneet poikkeavat.
gui-databases-measured-here = Ajat tämän tietokoneen viimeisimmän rakennuksen tahdin mukaan; koot yhdeksän nappulan myllylle.
gui-databases-building = Rakennetaan loppupelitietokantoja enintään { $pieces } nappulalle
gui-databases-progress = { $pairs }: { $percent } %
gui-databases-progress-left = { $pairs }: { $percent } % kaikesta, noin { $left } jäljellä
gui-databases-starting = Aloitetaan
gui-databases-opening = Kaikki parit on rakennettu; nyt asetteluvaihe tutkitaan tyhjältä laudalta, jotta ensimmäiset asettelut arvioidaan heti
gui-databases-placings = Tyhjä lauta on arvioitu; nyt asemat kahden ensimmäisen asettelun jälkeen, jotta pelin ensimmäiset siirrot arvioidaan heti: { $percent } %
gui-databases-build = Rakenna
gui-databases-cancel = Keskeytä rakennus
gui-databases-keep = Sulje (rakennus jatkuu)
gui-databases-stop = Keskeytä
gui-databases-ready = Loppupelitietokannat enintään { $pieces } nappulalle ovat valmiit: taso 10, vihje ja analyysi käyttävät niitä nyt.
gui-databases-cancelled = Rakennus keskeytetty. Valmiit osat säilyvät; seuraava rakennus jatkaa niistä.
gui-databases-failed = Loppupelitietokantoja ei voitu rakentaa: { $reason }
gui-databases-no-dir = Datahakemistoa ei ole, joten niitä ei voi rakentaa täällä.
gui-megabytes = { $size } Mt
gui-gigabytes = { $size } Gt
gui-seconds = { $seconds } s
gui-minutes = { $minutes } min
gui-hours = { $hours } h

gui-editor-open = Aseta asema…
gui-editor-title = Aseta asema
gui-editor-help = Napsauta pistettä asettaaksesi siihen valitun puolen nappulan (uusi napsautus poistaa sen), tai vedä nappulaa. Säännöt ovat pelin: valitse ne ensin kohdasta Uusi peli.
gui-editor-brush = Napsautus asettaa
gui-editor-erase = Ei mitään (poistaa)
gui-editor-hand = { $color }: nappuloita kädessä
gui-editor-to-move = Vuorossa
gui-editor-valid = Asema on mahdollinen näillä säännöillä.
gui-editor-play = Pelaa tästä
gui-editor-analyse = Analysoi
gui-editor-clear = Tyhjä lauta
gui-editor-status = Asemaa asetetaan: peli odottaa, kunnes pelaat siitä tai peruutat.
gui-kept-elsewhere = Toinen Morris-ikkuna pitää täällä keskeneräistä peliään tallessa; tämä pitää omansa tiedostossa { $file }.
gui-kept-other = Toinen keskeneräinen peli on tallessa tiedostossa { $file }: Peli → Avaa tai tuo… jatkaa sitä.
gui-database-refused = Loppupelitietokantaa ei käytetä ({ $reason }): rakenna se uudelleen kohdassa Peli: Loppupelitietokannat…

## Online games
gui-play-online = Pelaa verkossa…
gui-leave-online = Poistu verkkopelistä
gui-online-title = Pelaa verkossa
gui-online-host-tab = Avaa peli
gui-online-join-tab = Liity peliin
gui-online-name = Nimesi (ystäväsi näkee sen)
gui-online-code = Kutsukoodi tai -linkki
gui-online-join-server = Linkki kertoo palvelimensa; pelkälle koodille käytetään alla olevaa palvelinta.
gui-online-server = Palvelin (osoite:portti)
gui-online-color = Värisi
gui-online-color-random = Kolikonheitto
gui-online-help = Molemmat saavat käyttää vihjettä ja analyysiä
gui-online-host = Avaa
gui-online-join = Liity
gui-online-kept = Verkkopelisi on yhä auki palvelimella { $server }.
gui-online-rejoin = Palaa siihen
gui-online-forget = Unohda se
gui-online-rejoin-question = Verkkopelisi on yhä auki palvelimella { $server }. Palataanko siihen nyt? (”Pelaa verkossa…” tarjoaa sitä myöhemminkin.)
gui-online-no-seat = Sinulla ei ole enää avointa verkkopeliä.
gui-online-need-name = Kirjoita ensin nimesi: ystäväsi näkee sen.
gui-online-need-code = Liitä ystävältäsi saamasi kutsukoodi tai -linkki.
gui-online-heading = Verkkopeli
gui-online-connecting = Yhdistetään palvelimeen { $server }…
gui-online-waiting = Odotetaan, että ystäväsi liittyy…
gui-online-invite = Lähetä ystävällesi kutsulinkki tai koodi:
gui-online-code-label = Kutsukoodi
gui-online-link-label = Kutsulinkki
gui-online-copy = Kopioi
gui-online-copied = Kopioitu leikepöydälle.
gui-online-friend = ystäväsi
gui-online-you = { $name } (sinä)
gui-online-connected = { $name } on yhteydessä.
gui-online-unsent = Siirtosi { $mv } lähetetään, kun yhteys palaa.
gui-online-away = { $name } on ollut poissa yhteydestä { $time }.
gui-online-went-away = Yhteys pelaajaan { $name } katkesi; peli odottaa.
gui-online-claim = Vaadi voitto
gui-online-claim-in = Voit vaatia voiton, jos yhteys on poikki vielä { $time }.
gui-online-draw-asked = { $name } tarjoaa tasapeliä.
gui-online-takeback-asked = { $name } pyytää saada perua viimeisen siirtonsa.
gui-online-rematch-asked = { $name } pyytää uusintaottelua värit vaihdettuina.
gui-online-accept = Hyväksy
gui-online-decline = Kieltäydy
gui-online-waiting-answer = Odotetaan vastausta pelaajalta { $name }…
gui-online-take-back = Peru siirto
gui-online-rematch = Uusinta
gui-online-leave = Poistu
gui-online-friend-turn = Vuorossa on { $name } ({ $color }).
gui-online-left-open = Poistuit verkkopelistä. Se jää auki palvelimelle: ”Pelaa verkossa…” palaa siihen.
gui-online-leave-first = Tämä on verkkopeli: poistu siitä ensin (Peli: Poistu verkkopelistä).
gui-refused-friend-to-move = Nyt on ystäväsi vuoro, tai hän ei ole vielä liittynyt.
gui-databases-whole = Koko peli ensimmäisestä asettamisesta alkaen (täydellinen peli joka vaiheessa): { $size }, noin { $time }
gui-databases-building-whole = Koko peliä ratkaistaan
gui-databases-ready-whole = Koko peli on ratkaistu: taso 10, vihje ja analyysi pelaavat sitä nyt täydellisesti.
gui-databases-not-covered = Näille säännöille ei ole tietokantoja: asema tarvitsisi arvioitavaksi enemmän kuin nappulansa (merkityt nappulat, käytetyt tai muistetut myllyt, poistot myllyistä tai väliin tulolla). Taso 10 hakee sen sijaan.

# The modifier keys as the keyboard names them, in the menus' shortcuts.
gui-key-ctrl = Ctrl
gui-key-shift = Vaihto
gui-key-alt = Alt

# Puzzles (issue 41).
gui-menu-puzzles = Tehtävät
gui-puzzles-rated = Tehtäviä lähellä lukuani
gui-puzzles-daily = Päivän tehtävä
gui-puzzles-streak = Tehtäväputki
gui-puzzles-rush-3 = Tehtävien pikakierros, 3 minuuttia
gui-puzzles-rush-5 = Tehtävien pikakierros, 5 minuuttia
gui-puzzles = Tehtävät
gui-puzzle-rated = Arvioidut
gui-puzzle-daily = Päivän
gui-puzzle-streak = Putki
gui-puzzle-rush-3 = Pika 3 min
gui-puzzle-rush-5 = Pika 5 min
gui-puzzle-hint = Mihin katsoa
gui-puzzle-answer = Näytä ratkaisu
gui-puzzle-again = Uudelleen
gui-puzzle-next = Seuraava tehtävä
gui-puzzle-any-theme = mikä tahansa teema
gui-puzzle-rating-line = luku
gui-puzzle-best-streak = paras putki { $best }
gui-puzzle-best-rush = paras pikakierros { $minutes } min { $best }
gui-puzzle-rules = Säännöt
gui-puzzle-theme = Teema
gui-analysis-exact-server = Analyysi, tarkka (tablebase-palvelin): W tai L, voitto tai tappio niin monessa vuorossa; = tasapeli
