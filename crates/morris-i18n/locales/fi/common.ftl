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

outcome-win = { $winner } voittaa: { $reason }
outcome-draw = Tasapeli: { $reason }

preset-nine = Mylly (yhdeksän nappulaa)
preset-nine-no-flying = Mylly ilman lentämistä
preset-twelve = Kahdentoista nappulan mylly
preset-seed-classic = Molemmat lentävät, poisto joka myllystä
