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

outcome-win = { $winner } voittaa: { $reason }
outcome-draw = Tasapeli: { $reason }

preset-nine = Mylly (yhdeksän nappulaa)
preset-nine-no-flying = Mylly ilman lentämistä
preset-twelve = Kahdentoista nappulan mylly
preset-seed-classic = Molemmat lentävät, poisto joka myllystä

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
setup-too-many = pelaajalla { $color } on enemmän nappuloita kuin säännöt antavat
setup-hands = kädessä olevat nappulat eivät sovi siirtovuoroon
setup-counter = N-siirron laskurin on oltava 0, kun nappuloita on kädessä
setup-turn = vuoron numero alkaa yhdestä

# The value of a move or position, as the hint and the analysis say it.
score-win = { $plies ->
    [one] voitto, puolisiirtoja jäljellä 1
   *[other] voitto, puolisiirtoja jäljellä { $plies }
}
score-loss = { $plies ->
    [one] tappio, puolisiirtoja jäljellä 1
   *[other] tappio, puolisiirtoja jäljellä { $plies }
}
score-heuristic = arvio { $value } nappulaa
score-draw = tasapeli parhaalla pelillä
value-may-draw = { $value }, ellei N siirron sääntö tee siitä tasapeliä ensin
value-searched = { $value } (syvyys { $depth })
value-short-win = V{ $plies }
value-short-loss = H{ $plies }
value-short-draw = =
