# Gemeinsam für REPL und grafische Oberfläche.

color-white = Weiß
color-black = Schwarz

pieces-in-hand = { $count ->
    [one] { $count } Stein in der Hand
   *[other] { $count } Steine in der Hand
}
pieces-on-board = { $count ->
    [one] { $count } Stein auf dem Brett
   *[other] { $count } Steine auf dem Brett
}

phase-placing = setze einen Stein
phase-moving = ziehe einen Stein
phase-flying = springe mit einem Stein
phase-removing = nimm einen Stein weg

termination-fewer-than-three = weniger als drei Steine
termination-no-legal-move = kein erlaubter Zug
termination-full-board = das Brett ist voll
termination-repetition = dieselbe Stellung dreimal
termination-n-move = { $n } Züge pro Seite ohne Wegnahme
termination-resignation = Aufgabe
termination-agreement = Remis vereinbart

outcome-win = { $winner } gewinnt: { $reason }
outcome-draw = Remis: { $reason }

preset-nine = Mühle (neun Steine)
preset-nine-no-flying = Mühle ohne Springen
preset-twelve = Zwölfer-Mühle
preset-seed-classic = Beide springen, ein Stein pro Mühle
