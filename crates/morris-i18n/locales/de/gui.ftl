# Meldungen der Desktop-App.

## Menüs und Knöpfe

gui-menu-game = Partie
gui-menu-view = Ansicht
gui-new-game = Neue Partie…
gui-play-again = Noch einmal
gui-undo = Rückgängig
gui-redo = Wiederholen
gui-hint = Tipp
gui-offer-draw = Remis anbieten
gui-resign = Aufgeben
gui-accept-draw = Remis annehmen
gui-decline-draw = Ablehnen
gui-open = Öffnen oder importieren…
gui-save = Speichern…
gui-save-playok = Für PlayOK speichern…
gui-save-sanmill = Für Sanmill speichern…
gui-paste = Partie oder Stellung einfügen…
gui-copy-record = Partie kopieren
gui-copy-position = Stellung kopieren
gui-quit = Beenden
gui-pause-ai = KI anhalten
gui-resume-ai = KI ziehen lassen

## Das Menü Ansicht

gui-theme = Design
gui-theme-system = Wie das System
gui-theme-light = Hell
gui-theme-dark = Dunkel
gui-language = Sprache
gui-language-system = Wie das System
gui-show-targets = Zeigen, wohin ein Stein darf
gui-analysis = Den Wert jedes Zuges zeigen (A)
gui-analysis-button = Analyse
gui-animations = Steine animieren
gui-ai-seconds = Sekunden pro Zug auf Stufe 10
gui-watch-seconds = Sekunden zwischen den Zügen zweier KIs

## Spieler, Zugliste und Zugeingabe

gui-player-human = Mensch
gui-player-ai = KI Stufe { $level }
gui-player-engine = Engine
gui-player-choose-engine = Engine…
gui-engine-command = Engine-Befehl
gui-engine-command-hint = Das Programm und seine Argumente, z. B. /pfad/zur/engine uci
gui-engine-empty = Gib den Befehl ein, der die Engine startet: das Programm und seine Argumente.
gui-engine-quotes = Im Befehl ist ein Anführungszeichen nicht geschlossen.
gui-engine-missing = Es gibt kein Programm „{ $program }“: gib seinen vollen Pfad an oder lege es in den PATH.
gui-engine-failed = Die Engine für { $color } kann nicht spielen ({ $reason }): jetzt spielst du { $color }.
gui-player-kind-ai = KI
gui-player-line = { $color }: { $player }
gui-hand = { $color }: { $pieces }
# A point of the board as a screen reader says it: its name, what stands
# on it, and whether a click may go there next.
gui-point = { $point }, { $what }
gui-point-target = { $point }, { $what }, erlaubtes Ziel
gui-point-value = { $label }: { $value }
gui-point-white = weißer Stein
gui-point-black = schwarzer Stein
gui-point-empty = leer
gui-moves = Züge
gui-moves-start = Anfang
gui-type-move = Zug oder Punkt eingeben
gui-type-move-hint = { $examples }
gui-thinking = { $color } denkt nach
gui-thinking-depth = Tiefe { $depth }
gui-analysis-depth = Analyse, Tiefe { $depth }: auf jedem Punkt der Anteil der Punkte, den der Zug der Seite am Zug lässt
gui-analysis-exact = Analyse, exakt (Endspieldatenbanken): W oder L, Sieg oder Niederlage in so vielen Zügen; = Remis
gui-analysis-starting = Analyse: beginnt
gui-analysis-best = Bester Zug: { $mv }, { $value }
gui-hint-thinking = Suche nach einem Tipp

## Die Statuszeile

gui-status-to-move = { $color } am Zug: { $action }.
gui-status-selected = { $color }: wähle, wohin der Stein auf { $point } zieht.
gui-status-remove = { $count ->
    [one] { $color } hat eine Mühle geschlossen: nimm einen Stein des Gegners weg.
   *[other] { $color } hat Mühlen geschlossen: nimm { $count } Steine des Gegners weg.
}
gui-status-ai-turn = { $color } ({ $player }) am Zug.
gui-status-ai-paused = { $color } (die KI) wartet: „KI ziehen lassen“ drücken, um weiterzuspielen.
gui-draw-offered = { $color } bietet Remis an.
gui-draw-declined = Die KI lehnt das Remis ab und spielt weiter.
gui-coin-result = Die Münze hat entschieden: { $player } spielt Weiß.

## Warum ein Klick oder ein eingegebener Zug abgelehnt wird

gui-refused-game-over = Die Partie ist vorbei: beginne eine neue oder nimm zurück.
gui-refused-must-place = Du hast noch Steine in der Hand: setze einen auf einen freien Punkt.
gui-refused-must-move = Du hast keine Steine mehr in der Hand: ziehe einen deiner Steine entlang einer Linie.
gui-refused-not-empty = { $point } ist besetzt: wähle einen freien Punkt.
gui-refused-off-board = { $point } ist kein Punkt dieses Bretts.
gui-refused-not-own-piece = Auf { $point } steht keiner deiner Steine.
gui-refused-not-adjacent = { $from } und { $to } sind keine Nachbarn: ein Stein zieht entlang einer Linie zum nächsten Punkt.
gui-refused-missing-removal = { $count ->
    [one] Das schließt eine Mühle: nenne auch den Stein, den du wegnimmst, etwa d6-d5xa7.
   *[other] Das schließt Mühlen: nenne auch die { $count } Steine, die du wegnimmst, etwa d6xa7xg7.
}
gui-refused-no-mill = Das schließt keine Mühle und nimmt deshalb nichts weg.
gui-refused-too-many-removals = { $count ->
    [one] Das nimmt nur 1 Stein weg.
   *[other] Das nimmt nur { $count } Steine weg.
}
gui-refused-not-opponent-piece = Auf { $point } steht kein Stein des Gegners: wähle einen seiner Steine.
gui-refused-in-mill = Der Stein auf { $point } steht in einer Mühle: nimm einen, der nicht darin steht, solange es solche gibt.
gui-refused-all-in-mills = Alle Steine des Gegners stehen in Mühlen, und nach diesen Regeln wird dann nichts weggenommen.
gui-refused-repeated-mill = Der Stein auf { $from } hat im letzten Zug von { $to } kommend eine Mühle geschlossen: Er darf nicht sofort zurück, um wieder eine zu schließen.
gui-refused-other = Die Regeln verbieten das.
gui-refused-stuck = Der Stein auf { $point } kann nirgendwohin: wähle einen anderen.
gui-refused-choose-first = Wähle zuerst einen deiner Steine, dann den Punkt, auf den er zieht.
gui-refused-ai-to-move = Die KI ist am Zug, nicht du.
gui-refused-notation = „{ $text }“ ist kein Zug: schreibe Züge wie d6, d6-d5 oder d6-d5xa7.
gui-refused-no-removal-due = Kein Zug wartet auf ein Entfernen: ein Entfernen folgt dem Zug, der eine Mühle schließt, wie d6-d5xa7.

## Tipps

gui-hint-text = Tipp: { $mv } ({ $value })
gui-hint-exact = Tipp: { $mv } (genau: { $value })
gui-hint-server = Tipp: { $mv } (genau, vom Server: { $value })
gui-tablebase = Perfektes Spiel von einem Server
gui-tablebase-explain = Ein Server, der das Spiel gelöst hat (morris serve mit den Datenbanken), kann dem Tipp und Stufe 10 den perfekten Zug sagen, wo die Datenbanken hier nicht reichen. Ohne rechtzeitige Antwort entscheidet die Suche.
gui-tablebase-address = Adresse des Servers (leer: keiner)
gui-tablebase-bad = „{ $address }“ ist keine Serveradresse: gib http://HOST:PORT an.
gui-tablebase-away = Der Tablebase-Server hilft gerade nicht ({ $reason }): bis dahin entscheidet die Suche.
gui-score-draw = Remis
gui-ai-played = { $color } spielte { $mv }.
gui-ai-took = { $color } spielte { $mv }, schloss eine Mühle und nahm { $points }.

## Dateien und Zwischenablage

gui-open-title = Partie öffnen
gui-save-title = Partie speichern
gui-file-filter = Partien
gui-saved = { $file } gespeichert.
gui-save-failed = { $file } kann nicht gespeichert werden: { $reason }
gui-read-failed = { $file } kann nicht gelesen werden: { $reason }
gui-opened = { $count ->
    [one] { $file } geöffnet: 1 Zug.
   *[other] { $file } geöffnet: { $count } Züge.
}
gui-opened-position = Die Partie geht von der eingefügten Stellung aus weiter.
gui-open-failed = { $file } kann nicht geöffnet werden: { $reason }
gui-pasted-text = Der eingefügte Text
gui-keep-failed = Die Partie kann nicht für den nächsten Start aufbewahrt werden: { $reason }
gui-copied-record = Die Partie ist in der Zwischenablage.
gui-copied-position = Der Stellungstext ist in der Zwischenablage.
gui-paste-title = Partie oder Stellung einfügen
gui-paste-explain = Füge eine Partie aus diesem oder einem anderen Mühleprogramm oder einen Stellungstext ein und öffne sie.
gui-paste-text = Partie oder Stellung
gui-paste-open = Öffnen
gui-cancel = Abbrechen

## Partien, die sich nicht öffnen lassen


## Der Dialog für eine neue Partie

gui-new-game-title = Neue Partie
gui-rules = Regeln
gui-preset = Variante
gui-preset-changed = { $preset } (geändert)
gui-option-pieces = Steine pro Spieler
gui-option-diagonals = Diagonale Linien
gui-option-flying = Springen mit drei Steinen
gui-flying-on = wer drei Steine hat, springt
gui-flying-off = niemand springt
gui-flying-both = beide springen, sobald einer drei hat
gui-option-all-in-mills = Wenn alle Steine in Mühlen stehen
gui-all-in-mills-any = darf jeder weggenommen werden
gui-all-in-mills-none = wird nichts weggenommen
gui-option-removals = Zwei Mühlen auf einmal
gui-removals-one = nehmen einen Stein weg
gui-removals-per-mill = nehmen einen Stein pro Mühle weg
gui-option-first = Beginnt
gui-option-repetition = Remis bei dreifacher Wiederholung
gui-option-n-move = Remis nach so vielen Zügen je Seite ohne Wegnahme (0: nie)
gui-option-full-board = Ein volles Brett
gui-full-board-draw = ist Remis
gui-full-board-lose = verliert, wer am Zug ist
gui-full-board-first-loses = verliert der erste Spieler
gui-full-board-side-removes = nimmt, wer zuerst zieht, einen Stein
gui-full-board-first-then-second = nimmt erst der erste, dann der zweite einen Stein
gui-full-board-second-then-first = nimmt erst der zweite, dann der erste einen Stein
gui-more-rules = Weitere Regeln
gui-more-rules-set = Weitere Regeln (aktiv: { $count })
gui-option-moves-in-placing = Ziehen statt Setzen, solange Steine in der Hand sind
gui-option-one-time-mills = Eine Mühle nimmt nur beim ersten Mal
gui-option-remove-from-mills = Steine in Mühlen dürfen immer genommen werden
gui-option-defender-first = Nach dem Setzen zieht der zweite Spieler zuerst
gui-option-restrict-repeated-mills = Keine Mühle erneut durch direktes Zurückziehen
gui-option-endgame-n-move = Mit drei Steinen Remis nach so vielen Zügen je Seite ohne Wegnahme (0: nie)
gui-option-placing-mills = Eine Mühle beim Setzen
gui-placing-mills-remove = nimmt sofort einen Stein
gui-placing-mills-mark = markiert einen Stein, der nach dem Setzen geht
gui-placing-mills-from-hand = nimmt einen Stein aus der Hand des Gegners
gui-placing-mills-mill-counts = zählt erst nach dem Setzen
gui-option-intervention = Schlagen durch Dazwischenziehen
gui-where-nine = Der Klassiker, auf der ganzen Welt und in Turnieren gespielt.
gui-where-nine-no-flying = Wie viele Familien spielen: auch mit drei Steinen wird nur gezogen.
gui-where-twelve = Zwölf Steine und die Diagonalen, wie in England und Afrika gespielt.
gui-where-seed-classic = Der spanische Regeltext, mit dem dieses Programm begann: beide springen mit drei Steinen, jede Mühle schlägt einen Stein, Steine in Mühlen werden nie geschlagen.
gui-where-lasker = Emanuel Laskers Variante: zehn Steine, und Ziehen schon beim Setzen.
gui-where-one-time-mill = In Russland gespielt: eine Mühle nimmt nur einmal.
gui-where-nerenchi = Das Spiel Sri Lankas: nach dem Setzen zieht der zweite Spieler zuerst.
gui-where-morabaraba = Das Spiel des südlichen Afrikas, mit Rindern als Steinen.
gui-where-cham-gonu = Das Spiel Koreas: Mühlen beim Setzen markieren einen Stein.
gui-where-cheng-san-qi = In China mit neun Steinen und markierten Wegnahmen gespielt.
gui-where-da-san-qi = In China gespielt: bei vollem Brett verliert der erste Spieler.
gui-where-dooz = Das Spiel Irans: eine Mühle beim Setzen nimmt aus der Hand.
gui-where-zhi-qi = In China gespielt: bei vollem Brett nehmen beide Seiten.
gui-where-el-filja = In Algerien und Marokko gespielt: die Mühlen zählen nach dem Setzen.
gui-where-mul-mulan = In Indonesien gespielt: Schlagen durch Dazwischenziehen.
gui-option-board = Brett
gui-board-24 = drei Quadrate, 24 Punkte
gui-board-16 = zwei Quadrate, 16 Punkte
gui-board-9 = 3 mal 3, 9 Punkte
gui-where-three = Die erste Mühle, die Kinder lernen, seit der Antike gespielt.
gui-where-six = Im mittelalterlichen Europa gespielt; das Spiel zwischen Drei- und Neunmühle.
gui-players = Spieler
gui-level = Stufe
gui-level-line = { $color }, Stufe { $level }: { $about }
gui-level-about = { $kind ->
    [beginner] ein Anfänger; schaut einen Zug voraus, übersieht oft Mühlen.
    [casual] ein Gelegenheitsspieler; zwei Züge voraus, übersieht mal eine Mühle.
    [club] ein Vereinsspieler; drei bis fünf Züge voraus, selten unachtsam.
    [strong] ein starker Spieler; rechnet tief, nie unachtsam.
   *[full] volle Stärke; gegen Ende perfekt mit den Datenbanken.
}
gui-coin-toss = Farben per Münzwurf verteilen
gui-swap-colours = Farben in jeder folgenden Partie tauschen
gui-clock = Uhr
gui-clock-none = Ohne Uhr
gui-clock-game = { $minutes } Min. + { $increment } s
gui-clock-turn = { $seconds } s pro Zug
gui-clock-of = Uhr von { $color }: { $time }
gui-start = Partie starten

## Questions before a game ends, and its announcement
gui-confirm-title = Eine Partie läuft
gui-confirm-yes = Ja, weiter
gui-confirm-new = Eine neue Partie beginnen? Die laufende Partie endet.
gui-confirm-open = Eine andere Partie öffnen? Die laufende Partie endet.
gui-confirm-resign = Diese Partie aufgeben?
gui-confirm-quit = Beenden? Die laufende Partie wird aufbewahrt und beim nächsten Mal angeboten.
gui-confirm-quit-unkept = Beenden? Die laufende Partie konnte nicht aufbewahrt werden ({ $reason }) und geht verloren, wenn du sie nicht zuerst speicherst (Partie: Speichern…).
gui-game-over-title = Die Partie ist zu Ende
gui-review = Partie ansehen
gui-review-title = Partieanalyse
gui-review-close = Rückblick schließen
gui-review-turn-hint = Zeigt die Stellung vor diesem Zug, wie der Spieler sie vor sich hatte.
gui-review-graph = Erwartete Punkte für Weiß nach jedem Zug (klicken, um dorthin zu gehen)
gui-review-exact = exakt
gui-practice = Aus Fehlern lernen
gui-practice-hint = Stellt dich vor jeden deiner Fehler in dieser Partie, um einen besseren Zug zu finden. Die Partie wartet, wie sie ist.
gui-practice-online = Nicht, solange die Online-Partie läuft.
gui-practice-count = Fehler { $index } von { $count }
gui-practice-preparing = Deine Fehler werden vorbereitet…
gui-practice-grading = { $turn } wird bewertet…
gui-practice-wrong = Nicht das: { $turn } ist { $grade }, { $value }. Versuche es noch einmal, oder drücke „Zeig es mir“.
gui-practice-show = Zeig es mir
gui-practice-skip = Überspringen
gui-practice-back = Zurück zur Partie
gui-practice-failed = Die Bewertung endete ohne Antwort: Die Übung ist vorbei.

## Position text that cannot be read or cannot stand

## Without a file chooser
gui-no-file-chooser = Auf diesem System gibt es keinen Dateiauswahldialog (er braucht das Desktop-Portal oder zenity). Gib stattdessen den Pfad der Datei ein.
gui-file-path = Datei
gui-file-open-button = Öffnen
gui-file-save-button = Speichern

## The help window: the rules of the variant in play, and the controls
gui-menu-help = Hilfe
gui-help-rules = Spielregeln
gui-close = Schließen
gui-help-title = So wird gespielt: { $variant }
gui-help-goal = Jeder Spieler hat { $pieces } Steine. Bringe den Gegner auf zwei Steine oder lass ihm keinen Zug.
gui-help-placing = Zuerst setzen die Spieler abwechselnd ihre Steine auf freie Punkte.
gui-help-moving = Sind alle gesetzt, zieht man in seinem Zug einen Stein entlang einer Linie auf einen freien Nachbarpunkt.
gui-help-flying-on = Wer nur noch drei Steine hat, springt: sein Stein darf auf jeden freien Punkt.
gui-help-flying-off = Niemand springt: auch mit drei Steinen zieht man entlang der Linien.
gui-help-flying-both = Sobald einer der Spieler nur noch drei Steine hat, springen beide: ein Stein darf auf jeden freien Punkt.
gui-help-mill = Drei eigene Steine auf einer Linie sind eine Mühle. Wer eine schließt, nimmt dem Gegner einen Stein, der in keiner Mühle steht.
gui-help-three-in-a-row = Drei eigene Steine in einer Reihe gewinnen sofort: in diesem Spiel wird nichts genommen.
gui-help-per-mill = Wer zwei Mühlen auf einmal schließt, nimmt zwei Steine, einen nach dem anderen.
gui-help-all-in-mills-any = Stehen alle Steine des Gegners in Mühlen, darf man jeden davon nehmen.
gui-help-all-in-mills-none = Stehen alle Steine des Gegners in Mühlen, nimmt man keinen.
gui-help-diagonals = Die diagonalen Linien verbinden die Ecken der Quadrate: auch auf ihnen wird gezogen und werden Mühlen gebildet.
gui-help-repetition = Die Partie ist Remis, wenn dieselbe Stellung zum dritten Mal entsteht.
gui-help-n-move = Die Partie ist Remis nach { $n } Zügen je Seite ohne Wegnahme.
gui-help-full-board-draw = Wird das Brett beim Setzen voll, ist die Partie Remis.
gui-help-full-board-lose = Wird das Brett beim Setzen voll, verliert, wer am Zug ist.
gui-help-moves-in-placing = Solange man noch Steine in der Hand hat, darf man statt zu setzen einen Stein auf dem Brett ziehen.
gui-help-one-time-mills = Eine Mühle nimmt nur beim ersten Mal einen Stein, wenn sie auf ihren drei Punkten steht: geöffnet und wieder geschlossen nimmt sie nichts.
gui-help-remove-from-mills = Steine in Mühlen dürfen genommen werden wie jeder andere.
gui-help-defender-first = Sind alle Steine gesetzt, zieht der zweite Spieler zuerst.
gui-help-restrict-repeated-mills = Ein Stein, der gerade eine Mühle geschlossen hat, darf nicht sofort auf seinen alten Punkt zurück, um wieder eine Mühle zu schließen.
gui-help-endgame-n-move = Hat eine Seite nur noch drei Steine, ist die Partie Remis nach { $n } Zügen je Seite ohne Wegnahme.
gui-help-placing-mark = Eine Mühle beim Setzen markiert einen Stein des Gegners, statt ihn zu nehmen: niemand darf dorthin setzen, er zählt für keine Mühle, und alle markierten Steine verlassen das Brett, wenn das Setzen endet.
gui-help-placing-from-hand = Eine Mühle beim Setzen nimmt einen Stein aus der Hand des Gegners (vom Brett, wenn seine Hand leer ist), und dann zieht der Gegner.
gui-help-placing-mill-counts = Mühlen beim Setzen nehmen nichts sofort. Endet das Setzen, bestimmen die Mühlen auf dem Brett, wie viele Steine jede Seite nimmt, der erste Spieler zuerst; gibt es keine Mühle, nimmt jede Seite einen eigenen Stein.
gui-help-intervention = Ein Stein, der zwischen zwei gegnerische Steine auf einer Linie gesetzt oder gezogen wird, nimmt beide.
gui-help-full-board-first-loses = Wird das Brett beim Setzen voll, verliert der erste Spieler.
gui-help-full-board-side-removes = Wird das Brett beim Setzen voll, nimmt, wer zuerst zieht, einen Stein des anderen, und dann zieht der andere.
gui-help-full-board-first-then-second = Wird das Brett beim Setzen voll, nimmt der erste Spieler einen Stein des zweiten, dann der zweite einen des ersten, und der erste zieht.
gui-help-full-board-second-then-first = Wird das Brett beim Setzen voll, nimmt der zweite Spieler einen Stein des ersten, dann der erste einen des zweiten, und der zweite zieht.
gui-help-controls-title = Bedienung
gui-help-controls = Klicke auf einen Punkt, um einen Stein zu setzen; klicke einen deiner Steine und dann einen Punkt, um ihn zu ziehen, oder ziehe ihn mit der Maus dorthin. Nach einer Mühle klicke den Stein, der weg soll. Mit der Tastatur gehst du mit den Pfeiltasten von Punkt zu Punkt und drückst Enter, oder du tippst einen Zug wie d6, d6-d5 oder d6-d5xa7.
gui-help-keys = Strg+Z nimmt einen Zug zurück, Strg+Y spielt ihn wieder, H gibt einen Tipp, A zeigt den Wert jedes Zuges, Escape verwirft einen halben Zug; ist nichts ausgewählt, gehen Pfeiltasten, Pos1 und Ende durch die Züge. B setzt den Tastatur-Cursor aufs Brett; solange ein Zug halb gemacht ist, bewegen die Pfeiltasten nur diesen Cursor.
gui-help-clocks = Mit Uhren läuft die Uhr der Seite am Zug, und wer keine Zeit mehr hat, verliert. Rückgängig nimmt einen Zeitverlust zurück: Die Uhren zeigen wieder, was sie zu Beginn dieses Zuges zeigten. Solange ein Dialog offen ist, wartet die Partie: Die Uhren stehen und die KI zieht nicht (in einer Online-Partie laufen die Uhren des Servers weiter).
gui-help-values = Werte: das Urteil einer Suche steht als Anteil der Punkte, den eine Seite von hier erwarten kann (ein Sieg zählt ganz, ein Remis halb), so wie die eigenen Partien der KI aus solchen Stellungen ausgingen: „Weiß erzielt etwa 62 % der Punkte“. Genaue Werte aus den Endspieldatenbanken stehen als Sieg oder Niederlage in so vielen Zügen, oder Remis. Ein Zug ist der eines Spielers: ein Sieg in 7 Zügen sind vier des Siegers und drei des anderen.

gui-databases = Endspieldatenbanken…
gui-databases-title = Endspieldatenbanken
gui-databases-intro = Mit den Endspieldatenbanken spielen Stufe 10, der Tipp und die Analyse die Endspiele von { $variant } perfekt und sagen genau, wer in wie vielen Zügen gewinnt. Sie werden auf diesem Computer gebaut, im Hintergrund, während du spielst; ein angehaltener Bau geht beim nächsten Mal dort weiter.
gui-databases-extent = Bis { $pieces } Steine insgesamt: { $size }, etwa { $time }
gui-databases-built = { $extent } (gebaut)
gui-databases-measured = Größen und Zeiten für die Mühle mit neun Steinen auf einem Computer mit zwei Kernen; andere Regeln und Computer weichen ab.
gui-databases-measured-here = Zeiten nach dem Tempo dieses Computers beim letzten Aufbau; Größen für die Mühle mit neun Steinen.
gui-databases-building = Baue die Endspieldatenbanken bis { $pieces } Steine
gui-databases-progress = { $pairs }: { $percent } %
gui-databases-progress-left = { $pairs }: { $percent } % des Ganzen, noch etwa { $left }
gui-databases-starting = Beginne
gui-databases-opening = Alle Paare sind gebaut; jetzt wird die Setzphase vom leeren Brett aus durchsucht, damit die ersten Züge sofort bewertet sind
gui-databases-placings = Das leere Brett ist bewertet; jetzt die Stellungen nach den ersten zwei Zügen, damit die ersten Züge einer Partie sofort bewertet sind: { $percent } %
gui-databases-build = Bauen
gui-databases-cancel = Bau anhalten
gui-databases-keep = Schließen (baut weiter)
gui-databases-stop = Anhalten
gui-databases-ready = Die Endspieldatenbanken bis { $pieces } Steine sind fertig: Stufe 10, der Tipp und die Analyse nutzen sie jetzt.
gui-databases-cancelled = Bau angehalten. Was fertig war, bleibt; der nächste Bau geht dort weiter.
gui-databases-failed = Die Endspieldatenbanken konnten nicht gebaut werden: { $reason }
gui-databases-no-dir = Es gibt kein Datenverzeichnis, um sie aufzubewahren, daher können sie hier nicht gebaut werden.
gui-megabytes = { $size } MB
gui-gigabytes = { $size } GB
gui-seconds = { $seconds } s
gui-minutes = { $minutes } Min.
gui-hours = { $hours } Std.

gui-editor-open = Stellung aufbauen…
gui-editor-title = Stellung aufbauen
gui-editor-help = Klicke auf einen Punkt, um dort einen Stein der gewählten Seite hinzustellen (noch ein Klick nimmt ihn weg), oder ziehe einen Stein. Es gelten die Regeln der Partie: wähle sie vorher unter Neue Partie.
gui-editor-brush = Ein Klick setzt
gui-editor-erase = Nichts (nimmt weg)
gui-editor-hand = { $color }: Steine in der Hand
gui-editor-to-move = Am Zug
gui-editor-valid = Die Stellung ist nach diesen Regeln möglich.
gui-editor-play = Von hier spielen
gui-editor-analyse = Analysieren
gui-editor-clear = Leeres Brett
gui-editor-status = Stellung wird aufgebaut: die Partie wartet, bis du von hier spielst oder abbrichst.
gui-kept-elsewhere = Ein anderes Morris-Fenster bewahrt hier seine unbeendete Partie auf; dieses bewahrt seine in { $file } auf.
gui-kept-other = Eine weitere unbeendete Partie ist in { $file } aufbewahrt: Partie → Öffnen oder importieren… spielt sie weiter.
gui-database-refused = Eine Endspieldatenbank wird nicht benutzt ({ $reason }): baue sie unter Partie: Endspieldatenbanken… neu.

## Online games
gui-play-online = Online spielen…
gui-leave-online = Online-Partie verlassen
gui-online-title = Online spielen
gui-online-host-tab = Partie eröffnen
gui-online-join-tab = Partie beitreten
gui-online-name = Dein Name (dein Gegenüber sieht ihn)
gui-online-code = Einladungscode oder -link
gui-online-join-server = Ein Link nennt seinen Server; für einen Code allein gilt der Server unten.
gui-online-server = Server (Host:Port)
gui-online-color = Deine Farbe
gui-online-color-random = Münzwurf
gui-online-help = Beide dürfen Tipp und Analyse nutzen
gui-online-host = Eröffnen
gui-online-join = Beitreten
gui-online-kept = Eine Online-Partie von dir ist auf { $server } noch offen.
gui-online-rejoin = Zurückkehren
gui-online-forget = Vergessen
gui-online-rejoin-question = Eine Online-Partie von dir ist auf { $server } noch offen. Jetzt zurückkehren? („Online spielen…“ bietet es auch später an.)
gui-online-no-seat = Keine Online-Partie von dir ist mehr offen.
gui-online-need-name = Gib zuerst deinen Namen ein: dein Gegenüber sieht ihn.
gui-online-need-code = Füge den Einladungscode oder -link ein, den du bekommen hast.
gui-online-heading = Online-Partie
gui-online-connecting = Verbinde mit { $server }…
gui-online-waiting = Warte, bis dein Gegenüber beitritt…
gui-online-invite = Schicke deinem Gegenüber den Einladungslink oder den Code:
gui-online-code-label = Einladungscode
gui-online-link-label = Einladungslink
gui-online-copy = Kopieren
gui-online-copied = In die Zwischenablage kopiert.
gui-online-friend = dein Gegenüber
gui-online-you = { $name } (du)
gui-online-connected = { $name } ist verbunden.
gui-online-unsent = Dein Zug { $mv } wird gesendet, sobald die Verbindung wieder steht.
gui-online-away = { $name } ist seit { $time } nicht verbunden.
gui-online-went-away = { $name } ist nicht mehr verbunden; die Partie wartet.
gui-online-claim = Sieg beanspruchen
gui-online-claim-in = Bleibt die Verbindung noch { $time } weg, kannst du den Sieg beanspruchen.
gui-online-draw-asked = { $name } bietet Remis an.
gui-online-takeback-asked = { $name } möchte den letzten Zug zurücknehmen.
gui-online-rematch-asked = { $name } möchte eine Revanche mit getauschten Farben.
gui-online-accept = Annehmen
gui-online-decline = Ablehnen
gui-online-waiting-answer = Warte auf die Antwort von { $name }…
gui-online-take-back = Zurücknehmen
gui-online-rematch = Revanche
gui-online-leave = Verlassen
gui-online-friend-turn = { $name } ({ $color }) ist am Zug.
gui-online-left-open = Du hast die Online-Partie verlassen. Sie bleibt auf dem Server offen: „Online spielen…“ kehrt zu ihr zurück.
gui-online-leave-first = Dies ist eine Online-Partie: verlasse sie zuerst (Partie: Online-Partie verlassen).
gui-refused-friend-to-move = Dein Gegenüber ist am Zug oder noch nicht beigetreten.
gui-databases-whole = Das ganze Spiel, vom ersten Setzen an (perfektes Spiel in jeder Phase): { $size }, etwa { $time }
gui-databases-building-whole = Das ganze Spiel wird gelöst
gui-databases-ready-whole = Das ganze Spiel ist gelöst: Stufe 10, der Tipp und die Analyse spielen es jetzt perfekt.
gui-databases-not-covered = Für diese Regeln gibt es keine Datenbanken: eine Stellung bräuchte mehr als ihre Steine, um bewertet zu werden (markierte Steine, verbrauchte oder gemerkte Mühlen, Schlagen aus Mühlen oder durch Einschließen). Stufe 10 sucht stattdessen.

# The modifier keys as the keyboard names them, in the menus' shortcuts.
gui-key-ctrl = Strg
gui-key-shift = Umschalt
gui-key-alt = Alt

# Puzzles (issue 41).
gui-menu-puzzles = Aufgaben
gui-puzzles-rated = Aufgaben nahe meiner Wertung
gui-puzzles-daily = Aufgabe des Tages
gui-puzzles-streak = Aufgabenserie
gui-puzzles-rush-3 = Aufgabenansturm, 3 Minuten
gui-puzzles-rush-5 = Aufgabenansturm, 5 Minuten
gui-puzzles = Aufgaben
gui-puzzle-rated = Gewertet
gui-puzzle-daily = Des Tages
gui-puzzle-streak = Serie
gui-puzzle-rush-3 = Ansturm 3 min
gui-puzzle-rush-5 = Ansturm 5 min
gui-puzzle-hint = Wohin schauen
gui-puzzle-answer = Lösung zeigen
gui-puzzle-again = Noch einmal
gui-puzzle-next = Nächste Aufgabe
gui-puzzle-any-theme = jedes Thema
gui-puzzle-rating-line = Wertung
gui-puzzle-best-streak = beste Serie { $best }
gui-puzzle-best-rush = bester Ansturm { $minutes } min { $best }
gui-puzzle-rules = Regeln
gui-puzzle-theme = Thema
gui-analysis-exact-server = Analyse, exakt (der Tablebase-Server): W oder L, Sieg oder Niederlage in so vielen Zügen; = Remis
