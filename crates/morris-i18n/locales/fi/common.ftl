# Yhteiset tekstit REPL:lle ja graafiselle käyttöliittymälle.

color-white = Valkoinen
color-black = Musta

pieces-in-hand = { $count ->
    [one] { $count } nappula kädessä
   *[other] { $count } nappulaa kädessä
}
pieces-on-board = { $count ->
    [one] { $count } nappula laudalla
   *[other] { $count } nappulaa laudalla
}

phase-placing = aseta nappula
phase-moving = siirrä nappulaa
phase-placing-or-moving = aseta tai siirrä nappulaa
phase-flying = lennä nappulalla
phase-removing = poista nappula

termination-fewer-than-three = alle kolme nappulaa
termination-no-legal-move = ei sallittua siirtoa
termination-full-board = lauta on täynnä
termination-repetition = sama asema kolmesti
termination-n-move = { $n } siirtoa kummaltakin ilman poistoa
termination-resignation = luovutus
termination-agreement = sovittu tasapeli
termination-time-forfeit = aika loppui
termination-abandoned = pelaaja lähti eikä palannut
termination-three-in-a-row = kolme rivissä

preset-nine = Mylly (yhdeksän nappulaa)
preset-nine-no-flying = Mylly ilman lentämistä
preset-twelve = Kahdentoista nappulan mylly
preset-seed-classic = Molino (espanjalaiset säännöt)
preset-lasker = Laskerin mylly
preset-one-time-mill = Venäläinen mylly (kukin mylly vain kerran)
preset-nerenchi = Nerenchi
preset-morabaraba = Morabaraba
preset-cham-gonu = Cham Gonu (korealainen mylly)
preset-cheng-san-qi = Cheng San Qi (kiinalainen mylly)
preset-da-san-qi = Da San Qi (kiinalainen mylly)
preset-dooz = Dooz (persialainen mylly)
preset-zhi-qi = Zhi Qi (kiinalainen mylly)
preset-el-filja = El Filja (algerialainen mylly)
preset-mul-mulan = Mul-Mulan (jaavalainen mylly)
preset-three = Kolmen nappulan mylly
preset-six = Kuuden nappulan mylly

# Position text that cannot be read or cannot stand, in both frontends.
setup-where = Tämä ei ole kelvollinen asema: { $reason } (sarake { $column }). Asemateksti on muotoa .../.W./.../....B./.../.../... w 8 8 0 2.
setup-missing = { $field } puuttuu
setup-rows = laudalla on oltava seitsemän riviä, joissa on 3, 3, 3, 6, 3, 3 ja 3 pistettä, erotettuina merkillä /
setup-piece = ”{ $piece }” ei ole nappula: käytä merkkejä W, B tai . tyhjälle pisteelle
setup-side = siirtovuoro on w tai b
setup-number = { $field } ei ole mahdollinen luku
setup-removal-pending = siinä on vielä nappula poistettavana: vain vuorojen välinen asema voidaan asettaa
field-board = lauta
field-side = siirtovuoro
field-hand = pelaajan { $color } nappulat kädessä
field-counter = N-siirron laskuri
field-turn = vuoron numero
bad-position-why = Tätä asemaa ei voi syntyä käytössä olevilla säännöillä: { $reason }.
setup-overlap = pisteessä { $point } on kummankin puolen nappuloita
setup-other-board = asema on { $text } pisteen laudalle, ja nämä säännöt pelataan { $rules } pisteen laudalla
setup-off-board = { $point } ei ole tämän laudan piste
setup-too-many = pelaajalla { $color } on enemmän nappuloita kuin säännöt antavat
setup-hands = kädessä olevat nappulat eivät sovi siirtovuoroon
setup-counter = N-siirron laskurin on oltava 0, kun nappuloita on kädessä
setup-turn = vuoron numero alkaa yhdestä

# The value of a move or position, as the hint and the analysis say it.
score-win = { $turns ->
    [one] voittaa 1 vuorossa
   *[other] voittaa { $turns } vuorossa
}
score-loss = { $turns ->
    [one] häviää 1 vuorossa
   *[other] häviää { $turns } vuorossa
}
score-chance = saa noin { $percent } % pisteistä
score-even = suunnilleen tasan
score-side-chance = { $color } saa noin { $percent } % pisteistä
score-draw = tasapeli parhaalla pelillä
value-perfect-win = voittaa parhaalla pelillä
value-perfect-loss = häviää parhaalla pelillä
value-may-draw = { $value }, ellei N siirron sääntö tee siitä tasapeliä ensin
value-searched = { $value } (syvyys { $depth })
value-short-win = V{ $plies }
value-short-loss = H{ $plies }
value-short-won = V
value-short-lost = H
value-short-draw = =
value-short-chance = { $percent } %

reason-game-over = peli on päättynyt
reason-must-place = kädessä on vielä nappuloita: aseta yksi tyhjään pisteeseen
reason-must-move = kädessä ei ole enää nappuloita: siirrä nappulaa, esimerkiksi d6-d5
reason-not-empty = { $point } ei ole tyhjä
reason-off-board = { $point } ei ole tämän laudan piste
reason-not-own-piece = pisteessä { $point } ei ole omaa nappulaasi
reason-not-adjacent = { $from } ja { $to } eivät ole vierekkäin
reason-missing-removal = { $count ->
    [one] se sulkee myllyn: kerro poistettava nappula, esimerkiksi d6-d5xa7
   *[other] se sulkee myllyjä: kerro { $count } poistettavaa nappulaa, esimerkiksi d6xa7xg7
}
reason-no-mill = se ei sulje myllyä, joten se ei poista mitään
reason-too-many-removals = { $count ->
    [one] se poistaa vain 1 nappulan
   *[other] se poistaa vain { $count } nappulaa
}
reason-not-opponent-piece = pisteessä { $point } ei ole vastustajan nappulaa
reason-in-mill = { $point } on myllyssä, ja vastustajalla on nappuloita myllyjen ulkopuolella
reason-all-in-mills = kaikki vastustajan nappulat ovat myllyissä, eivätkä nämä säännöt salli silloin poistoa
setup-memory = asema muistaa myllyjä (spent:, last:), eivätkä nämä säännöt muista yhtään
setup-spent = pelaajan { $color } käytettyjen pisteiden on oltava kokonaisia myllyjä
setup-marks = merkittyjä nappuloita on vain merkitsevillä säännöillä, asettamisen aikana ja tyhjissä pisteissä
setup-due = tehtäviä poistoja (due: tai own-due:) on vain niitä vaativilla säännöillä, asettamisen jälkeen, ja vuorossa olevalla on niitä
setup-bad-memory = muistetut myllyt kirjoitetaan spent:PISTEET/PISTEET, last:MISTÄ-MIHIN/MISTÄ-MIHIN tai marked:PISTEET, kukin kerran
reason-repeated-mill = pisteen { $from } nappula sulki myllyn tullessaan pisteestä { $to } viime vuorolla, eikä saa palata heti sulkemaan uutta
reason-removal-due = poistoja on tehtävänä: poista { $count } nappula(a) asettamatta tai siirtämättä, esimerkiksi xa7
reason-no-removal-due = poistoa ei ole tehtävänä: aseta tai siirrä nappula
reason-intervention = se osuu kahden vastustajan nappulan väliin ja vie { $points }
reason-other = säännöt kieltävät sen
record-where = rivi { $line }, sarake { $column }: { $reason }
record-syntax-bad-tag = tunnisteen muoto on [Nimi "arvo"]
record-syntax-tag-after-moves = tunniste siirtojen jälkeen (tallenteessa on yksi peli)
record-syntax-open-comment = kommenttia ei suljeta
record-syntax-open-variation = muunnelmaa ei suljeta
record-syntax-stray-bracket = sulkeva sulje ilman avaavaa
record-syntax-bad-move = tämä ei ole siirto
record-syntax-stray-removal = poisto ilman edeltävää siirtoa
record-syntax-after-result = tekstiä tuloksen jälkeen
record-unknown-variant = tuntematon muunnelma ”{ $name }”
record-bad-position-text = FEN-tagi ei ole asemateksti
record-bad-position = FEN-asema ei voi syntyä näillä säännöillä
record-move-after-end = siirto pelin päättymisen jälkeen
record-result-mismatch = tallenteen mukaan { $stated }, mutta { $actual }
record-actual-end = siirrot päättävät pelin näin: { $outcome }
record-actual-open = siirrot eivät päätä peliä

record-unknown-rules = sääntöjä nimeltä ”{ $name }” ei ole
record-bad-value = merkinnällä { $option } on arvo, jota säännöt eivät tunne
record-illegal = { $mv } ei ole tässä sallittu: { $reason }

settings-moved-aside = Asetustiedostoa ei voitu lukea; se siirrettiin nimelle { $file }, ja käytössä ovat oletukset.
settings-fields = Joitakin asetuksia ei voitu lukea, ja ne saavat oletusarvonsa: { $fields }.
settings-unreadable = Asetustiedostoa ei voi lukea ({ $reason }); käytössä ovat oletukset.

# The endgame databases of a pair of piece counts and of its mirror, solved together.
pair-and-mirror = { $pair } ja { $other }
online-no-help = Tämä huone avattiin ilman vihjettä ja analyysiä.

# Pelin läpikäynti (issue 40): arvosanat, siirtorivit, yhteenvedot.
review-grade-best = paras
review-grade-good = hyvä
review-grade-inaccuracy = epätarkkuus
review-grade-mistake = virhe
review-grade-blunder = vakava virhe
review-searched = haettu
review-turn = { $number } { $turn }: { $grade }, { $value }
review-turn-worse = { $number } { $turn }: { $grade }, { $value }; paras oli { $best }, { $before }
review-line = jatko: { $line }
review-comment = { $grade }: { $value }; paras oli { $best }, { $before }
review-summary = { $color }: tarkkuus { $accuracy } %, epätarkkuuksia { $inaccuracies }, virheitä { $mistakes }, vakavia virheitä { $blunders }
review-key-moments = käännekohdat (arvo muuttui): { $turns }
review-nothing = Ei vielä siirtoja läpikäytäväksi.
review-progress = Käydään läpi siirtoa { $ply }/{ $total }…
review-record-stops = Tästä eteenpäin peliä ei voi pelata: { $reason }. Sitä edeltävät siirrot käydään läpi.
# A position set up that is over already (the app's editor, the REPL's setup).
position-over = Tämä asema on jo ratkennut ({ $outcome }): aseta asema, jossa peli jatkuu, pelataksesi sitä.
# Why a file could not be read or written (the app and the terminal).
io-not-found = sellaista tiedostoa tai kansiota ei ole
io-denied = tällä käyttäjällä ei ole oikeutta siihen tiedostoon tai kansioon
io-folder = se on kansio, ei tiedosto
io-too-large = tiedosto on liian suuri pelin tallenteeksi
io-not-text = tiedosto ei ole tekstiä
io-full = levy on täynnä

# The end of a game in a sentence or two, naming the sides.
end-win = { $winner } voittaa. { $reason }
end-draw = Tasapeli. { $reason }
end-fewer-than-three = Pelaajalla { $loser } on alle kolme nappulaa.
end-no-legal-move = Pelaaja { $loser } ei voi siirtää.
end-full-board-lose = Lauta on täynnä eikä { $loser } voi siirtää.
end-resignation = { $loser } luovutti.
end-full-board-draw = Lauta on täynnä.
end-repetition = Sama asema toistui kolmannen kerran.
end-n-move = { $n } siirtoa kummallakin ilman poistoa.
end-agreement = Pelaajat sopivat tasapelistä.
end-time = Pelaajalta { $loser } loppui aika.
end-time-draw = Aika loppui, mutta toinen puoli ei voinut enää voittaa.

# Why an engine opponent stopped playing (after "cannot play").
engine-failure-start = se ei käynnistynyt: { $detail }
engine-failure-start-plain = se ei käynnistynyt
engine-failure-crashed = se pysähtyi: { $detail }
engine-failure-crashed-plain = se pysähtyi
engine-failure-timeout = ei vastausta { $seconds } sekunnissa
engine-failure-garbled = se vastasi ”{ $answer }”, mikä ei ole siirto
engine-failure-illegal = se pelasi { $turn }, jonka säännöt kieltävät
engine-failure-claimed = se sanoi pelin päättyneen (”{ $answer }”), vaikka peli jatkuu

# Puzzles (issue 41): what to find, why a turn is wrong, the kinds and themes, the modes.
puzzle-kind-win = voitto
puzzle-kind-hold = pito
puzzle-kind-removal = poisto
puzzle-theme-double-mill = kaksoismylly
puzzle-theme-mill-opened-closed = mylly auki ja kiinni
puzzle-theme-blockade = saarto
puzzle-theme-flying-endgame = lentävä loppupeli
puzzle-theme-removal-choice = poiston valinta
puzzle-theme-placing-trap = asettelun ansa
puzzle-theme-last-piece = viimeinen nappula
puzzle-heading = Tehtävä { $id } · { $kind } · luku { $rating }{ $themes }
puzzle-task-win = { $color } siirtää: löydä ainoa voittava siirto.
puzzle-task-win-on = { $color } siirtää: löydä lyhin voitto.
puzzle-task-hold = { $color } siirtää: löydä ainoa siirto, joka pitää tasapelin.
puzzle-task-removal = { $color } pelaa { $turn } ja sulkee myllyn: mikä nappula on poistettava?
puzzle-wrong-lets-win-go = { $turn } menettää voiton.
puzzle-wrong-loses = { $turn } häviää.
puzzle-wrong-lets-value-go = { $turn } menettää arvon: jokin toinen nappula on poistettava.
puzzle-wrong-not-shortest = { $turn } ei ole lyhin voitto.
puzzle-wrong-other-turn = Tehtävä kysyy, mikä nappula poistetaan siirron { $given } jälkeen.
puzzle-value-now = Nyt: { $value }.
puzzle-right = Oikein. Vastaus: { $reply }.
puzzle-solved = Ratkaistu!
puzzle-solved-late = Ratkaistu, mutta ei ensimmäisellä yrityksellä.
puzzle-answer = Ratkaisu: { $turn }.
puzzle-hint = Vihje: katso pistettä { $point }.
puzzle-rating = Tehtäväluku ({ $rules }): { $rating }
puzzle-rating-change = Luku: { $before }, nyt { $after }.
puzzle-none = Tehtäviä ei ole jäljellä: jokaista tämän valinnan tehtävää on yritetty. Valitse toinen teema tai tila.
puzzle-daily = Päivän tehtävä, { $date }.
puzzle-streak = Putki: { $solved } ratkaistu.
puzzle-rush = Pikakierros: { $solved } ratkaistu, { $misses }/3 virhettä, { $left } jäljellä.
puzzle-streak-over = Putki päättyy: { $solved } ratkaistu (paras { $best }).
puzzle-rush-over = Pikakierros päättyy: { $solved } ratkaistu (paras { $best }).
puzzle-new-best = Uusi ennätys!
puzzle-record-moved = Tehtäväkirjaasi ei voitu lukea; se siirrettiin sivuun nimellä { $path } ja uusi aloitettiin.
puzzle-record-unreadable = Tehtäväkirjaasi ei voitu lukea ({ $reason }); tällä kertaa siihen ei kirjoiteta.
puzzle-no-set = Sääntöjen { $rules } tehtäviä ei ole: tehtäviä on säännöille { $have }.
