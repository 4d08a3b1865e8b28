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
phase-placing-or-moving = setze oder ziehe einen Stein
phase-flying = springe mit einem Stein
phase-removing = nimm einen Stein weg

termination-fewer-than-three = weniger als drei Steine
termination-no-legal-move = kein erlaubter Zug
termination-full-board = das Brett ist voll
termination-repetition = dieselbe Stellung dreimal
termination-n-move = { $n } Züge pro Seite ohne Wegnahme
termination-resignation = Aufgabe
termination-agreement = Remis vereinbart
termination-time-forfeit = Zeit abgelaufen
termination-abandoned = der Spieler ging und kam nicht zurück
termination-three-in-a-row = drei in einer Reihe

preset-nine = Mühle (neun Steine)
preset-nine-no-flying = Mühle ohne Springen
preset-twelve = Zwölfer-Mühle
preset-seed-classic = Molino (spanische Regeln)
preset-lasker = Lasker-Mühle
preset-one-time-mill = Russische Mühle (jede Mühle nur einmal)
preset-nerenchi = Nerenchi
preset-morabaraba = Morabaraba
preset-cham-gonu = Cham Gonu (koreanische Mühle)
preset-cheng-san-qi = Cheng San Qi (chinesische Mühle)
preset-da-san-qi = Da San Qi (chinesische Mühle)
preset-dooz = Dooz (persische Mühle)
preset-zhi-qi = Zhi Qi (chinesische Mühle)
preset-el-filja = El Filja (algerische Mühle)
preset-mul-mulan = Mul-Mulan (javanische Mühle)
preset-three = Dreimühle (Drei-Steine-Mühle)
preset-six = Sechs-Steine-Mühle

# Position text that cannot be read or cannot stand, in both frontends.
setup-where = Das ist keine gültige Stellung: { $reason } (Spalte { $column }). Ein Stellungstext sieht so aus: .../.W./.../....B./.../.../... w 8 8 0 2.
setup-missing = { $field } fehlt
setup-rows = das Brett braucht sieben Reihen mit 3, 3, 3, 6, 3, 3 und 3 Punkten, getrennt durch /
setup-piece = „{ $piece }“ ist kein Stein: nimm W, B oder . für einen leeren Punkt
setup-side = wer am Zug ist, ist w oder b
setup-number = { $field } ist keine mögliche Zahl
setup-removal-pending = in ihr ist noch ein Stein wegzunehmen: aufbauen lässt sich nur eine Stellung zwischen zwei Zügen
field-board = das Brett
field-side = wer am Zug ist
field-hand = die Steine von { $color } in der Hand
field-counter = der N-Züge-Zähler
field-turn = die Zugnummer
bad-position-why = Diese Stellung kann nach den Regeln im Spiel nicht entstehen: { $reason }.
setup-overlap = auf { $point } stehen Steine beider Seiten
setup-other-board = die Stellung ist für das Brett mit { $text } Punkten, und diese Regeln spielen auf dem mit { $rules }
setup-off-board = { $point } ist kein Punkt dieses Bretts
setup-too-many = { $color } hat mehr Steine, als die Regeln geben
setup-hands = die Steine in der Hand passen nicht dazu, wer am Zug ist
setup-counter = der N-Züge-Zähler muss 0 sein, solange Steine in der Hand sind
setup-turn = die Zugnummer beginnt bei 1

# The value of a move or position, as the hint and the analysis say it.
score-win = { $turns ->
    [one] gewinnt in 1 Zug
   *[other] gewinnt in { $turns } Zügen
}
score-loss = { $turns ->
    [one] verliert in 1 Zug
   *[other] verliert in { $turns } Zügen
}
score-chance = erzielt etwa { $percent } % der Punkte
score-even = etwa ausgeglichen
score-side-chance = { $color } erzielt etwa { $percent } % der Punkte
score-draw = Remis bei bestem Spiel
value-perfect-win = gewinnt bei bestem Spiel
value-perfect-loss = verliert bei bestem Spiel
value-may-draw = { $value }, falls nicht die N-Züge-Regel vorher Remis macht
value-searched = { $value } (Tiefe { $depth })
value-short-win = G{ $plies }
value-short-loss = V{ $plies }
value-short-won = G
value-short-lost = V
value-short-draw = =
value-short-chance = { $percent } %

reason-game-over = die Partie ist zu Ende
reason-must-place = es sind noch Steine in der Hand: setze einen auf einen freien Punkt
reason-must-move = keine Steine mehr in der Hand: ziehe einen Stein, etwa d6-d5
reason-not-empty = { $point } ist nicht frei
reason-off-board = { $point } ist kein Punkt dieses Bretts
reason-not-own-piece = auf { $point } steht keiner deiner Steine
reason-not-adjacent = { $from } und { $to } sind keine Nachbarn
reason-missing-removal = { $count ->
    [one] er schließt eine Mühle: nenne den Stein, den du wegnimmst, etwa d6-d5xa7
   *[other] er schließt Mühlen: nenne die { $count } Steine, die du wegnimmst, etwa d6xa7xg7
}
reason-no-mill = er schließt keine Mühle und nimmt deshalb nichts weg
reason-too-many-removals = { $count ->
    [one] er nimmt nur 1 Stein weg
   *[other] er nimmt nur { $count } Steine weg
}
reason-not-opponent-piece = auf { $point } steht kein Stein des Gegners
reason-in-mill = { $point } steht in einer Mühle, und der Gegner hat Steine außerhalb von Mühlen
reason-all-in-mills = alle Steine des Gegners stehen in Mühlen, und diese Regeln erlauben dann keine Wegnahme
setup-memory = die Stellung merkt sich Mühlen (spent:, last:), und diese Regeln merken sich keine
setup-spent = die verbrauchten Punkte von { $color } müssen ganze Mühlen sein
setup-marks = markierte Steine gibt es nur unter Regeln, die markieren, während des Setzens und auf Punkten ohne Stein
setup-due = anstehende Wegnahmen (due: oder own-due:) gibt es nur unter Regeln, die sie verlangen, nach dem Setzen, und die Seite am Zug schuldet welche
setup-bad-memory = die gemerkten Mühlen lauten spent:PUNKTE/PUNKTE, last:VON-NACH/VON-NACH oder marked:PUNKTE, jedes einmal
reason-repeated-mill = der Stein auf { $from } hat im letzten Zug von { $to } kommend eine Mühle geschlossen und darf nicht sofort zurück, um wieder eine zu schließen
reason-removal-due = Wegnahmen stehen an: nimm { $count } Stein(e) weg, ohne zu setzen oder zu ziehen, etwa xa7
reason-no-removal-due = es steht keine Wegnahme an: setze oder ziehe einen Stein
reason-intervention = er landet zwischen zwei Steinen des Gegners und nimmt { $points } weg
reason-other = die Regeln verbieten es
record-where = Zeile { $line }, Spalte { $column }: { $reason }
record-syntax-bad-tag = ein Tag muss die Form [Name "Wert"] haben
record-syntax-tag-after-moves = ein Tag nach den Zügen (eine Aufzeichnung enthält eine Partie)
record-syntax-open-comment = ein Kommentar wird nie geschlossen
record-syntax-open-variation = eine Variante wird nie geschlossen
record-syntax-stray-bracket = eine schließende Klammer ohne öffnende
record-syntax-bad-move = das ist kein Zug
record-syntax-stray-removal = eine Wegnahme ohne Zug davor
record-syntax-after-result = Text nach dem Ergebnis
record-unknown-variant = unbekannte Variante „{ $name }“
record-bad-position-text = das FEN-Tag ist kein Stellungstext
record-bad-position = die FEN-Stellung kann unter diesen Regeln nicht entstehen
record-move-after-end = ein Zug nach dem Ende der Partie
record-result-mismatch = die Aufzeichnung sagt { $stated }, aber { $actual }
record-actual-end = die Züge beenden sie so: { $outcome }
record-actual-open = die Züge beenden die Partie nicht

record-unknown-rules = es gibt keine Regeln namens „{ $name }“
record-bad-value = das Tag { $option } hat einen Wert, den die Regeln nicht kennen
record-illegal = { $mv } ist hier nicht erlaubt: { $reason }

settings-moved-aside = Die Einstellungsdatei konnte nicht gelesen werden; sie wurde nach { $file } verschoben, und es gelten die Voreinstellungen.
settings-fields = Einige Einstellungen konnten nicht gelesen werden und gelten wie voreingestellt: { $fields }.
settings-unreadable = Die Einstellungsdatei kann nicht gelesen werden ({ $reason }); es gelten die Voreinstellungen.

# The endgame databases of a pair of piece counts and of its mirror, solved together.
pair-and-mirror = { $pair } und { $other }
online-no-help = Dieser Raum wurde ohne Tipp und Analyse eröffnet.

# Die Durchsicht einer Partie (Issue 40): Noten, Zugzeilen, Zusammenfassungen.
review-grade-best = bester Zug
review-grade-good = gut
review-grade-inaccuracy = Ungenauigkeit
review-grade-mistake = Fehler
review-grade-blunder = grober Fehler
review-searched = gesucht
review-turn = { $number } { $turn }: { $grade }, { $value }
review-turn-worse = { $number } { $turn }: { $grade }, { $value }; am besten war { $best }, { $before }
review-line = Folge: { $line }
review-comment = { $grade }: { $value }; am besten war { $best }, { $before }
review-summary = { $color }: Genauigkeit { $accuracy } %, { $inaccuracies } { $inaccuracies ->
    [one] Ungenauigkeit
   *[other] Ungenauigkeiten
}, { $mistakes } Fehler, { $blunders } grobe Fehler
review-key-moments = Wendepunkte (der Wert änderte sich): { $turns }
review-nothing = Noch kein Zug zum Durchsehen.
review-progress = Zug { $ply } von { $total } wird durchgesehen…
review-record-stops = Ab hier ist die Partie nicht spielbar: { $reason }. Die Züge davor werden durchgesehen.
# A position set up that is over already (the app's editor, the REPL's setup).
position-over = Diese Stellung ist schon entschieden ({ $outcome }): stelle eine auf, in der es weitergeht, um sie zu spielen.
# Why a file could not be read or written (the app and the terminal).
io-not-found = diese Datei oder diesen Ordner gibt es nicht
io-denied = dieser Benutzer darf die Datei oder den Ordner nicht benutzen
io-folder = das ist ein Ordner, keine Datei
io-too-large = die Datei ist zu groß für eine Partie
io-not-text = die Datei ist kein Text
io-full = der Datenträger ist voll

# The end of a game in a sentence or two, naming the sides.
end-win = { $winner } gewinnt. { $reason }
end-draw = Remis. { $reason }
end-fewer-than-three = { $loser } hat weniger als drei Steine.
end-no-legal-move = { $loser } kann nicht mehr ziehen.
end-full-board-lose = Das Brett ist voll und { $loser } kann nicht ziehen.
end-resignation = { $loser } hat aufgegeben.
end-full-board-draw = Das Brett ist voll.
end-repetition = Dieselbe Stellung stand zum dritten Mal.
end-n-move = { $n } Züge je Seite ohne Entfernen.
end-agreement = Beide Spieler haben sich geeinigt.
end-time = { $loser } hat die Zeit überschritten.
end-time-draw = Die Zeit ist abgelaufen, aber die andere Seite konnte nicht mehr gewinnen.

# Why an engine opponent stopped playing (after "cannot play").
engine-failure-start = sie konnte nicht starten: { $detail }
engine-failure-start-plain = sie konnte nicht starten
engine-failure-crashed = sie hat aufgehört: { $detail }
engine-failure-crashed-plain = sie hat aufgehört
engine-failure-timeout = keine Antwort binnen { $seconds } s
engine-failure-garbled = sie antwortete „{ $answer }“, was kein Zug ist
engine-failure-illegal = sie spielte { $turn }, was die Regeln verbieten
engine-failure-claimed = sie erklärte die Partie für beendet („{ $answer }“), obwohl sie weitergeht

# Puzzles (issue 41): what to find, why a turn is wrong, the kinds and themes, the modes.
puzzle-kind-win = Gewinn
puzzle-kind-hold = Halten
puzzle-kind-removal = Schlagen
puzzle-theme-double-mill = Doppelmühle
puzzle-theme-mill-opened-closed = Mühle auf und zu
puzzle-theme-blockade = Blockade
puzzle-theme-flying-endgame = Endspiel mit Springen
puzzle-theme-removal-choice = die Wahl beim Schlagen
puzzle-theme-placing-trap = Falle beim Setzen
puzzle-theme-last-piece = der letzte Stein
puzzle-heading = Aufgabe { $id } · { $kind } · Wertung { $rating }{ $themes }
puzzle-task-win = { $color } am Zug: finde den einzigen Zug, der gewinnt.
puzzle-task-win-on = { $color } am Zug: finde den kürzesten Gewinn.
puzzle-task-hold = { $color } am Zug: finde den einzigen Zug, der das Remis hält.
puzzle-task-removal = { $color } spielt { $turn } und schließt eine Mühle: welcher Stein muss weg?
puzzle-wrong-lets-win-go = { $turn } gibt den Gewinn aus der Hand.
puzzle-wrong-loses = { $turn } verliert.
puzzle-wrong-lets-value-go = { $turn } gibt den Wert aus der Hand: ein anderer Stein muss weg.
puzzle-wrong-not-shortest = { $turn } ist nicht der kürzeste Gewinn.
puzzle-wrong-other-turn = Die Aufgabe fragt, welcher Stein nach { $given } zu schlagen ist.
puzzle-value-now = Jetzt: { $value }.
puzzle-right = Richtig. Die Antwort: { $reply }.
puzzle-solved = Gelöst!
puzzle-solved-late = Gelöst, aber nicht im ersten Versuch.
puzzle-answer = Die Lösung: { $turn }.
puzzle-hint = Tipp: sieh dir { $point } an.
puzzle-rating = Aufgabenwertung ({ $rules }): { $rating }
puzzle-rating-change = Wertung: { $before }, jetzt { $after }.
puzzle-none = Keine Aufgabe mehr: jede dieser Auswahl wurde versucht. Wähle ein anderes Thema oder einen anderen Modus.
puzzle-daily = Die Aufgabe des Tages, { $date }.
puzzle-streak = Serie: { $solved } gelöst.
puzzle-rush = Ansturm: { $solved } gelöst, { $misses } von 3 Fehlern, noch { $left }.
puzzle-streak-over = Die Serie endet: { $solved } gelöst (Bestwert { $best }).
puzzle-rush-over = Der Ansturm endet: { $solved } gelöst (Bestwert { $best }).
puzzle-new-best = Ein neuer Bestwert!
puzzle-record-moved = Deine Aufgabenbilanz war nicht lesbar; sie wurde als { $path } beiseitegelegt und eine neue begonnen.
puzzle-record-unreadable = Deine Aufgabenbilanz war nicht lesbar ({ $reason }); diesmal wird nichts davon geschrieben.
puzzle-no-set = Keine Aufgaben für { $rules }: Aufgaben gibt es für { $have }.
