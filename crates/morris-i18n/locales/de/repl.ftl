# Meldungen des Spiels im Terminal.

## Begrüßung und aufbewahrte Partie

welcome = Morris { $version }: { $rules }. { $sides }
    Gib einen Zug ({ $examples }) oder einen Befehl ein; help zeigt sie, Tab ergänzt.
resume-ask = { $count ->
    [one] Eine unbeendete Partie { $rules } mit 1 Zug wurde aufbewahrt. Fortsetzen? [J/n]
   *[other] Eine unbeendete Partie { $rules } mit { $count } Zügen wurde aufbewahrt. Fortsetzen? [J/n]
}
# Antworten, die ja bedeuten, kleingeschrieben, durch Leerzeichen getrennt.
yes-answers = j ja y yes
resumed = { $count ->
    [one] Die unbeendete Partie geht weiter: 1 Zug, { $rules }.
   *[other] Die unbeendete Partie geht weiter: { $count } Züge, { $rules }.
}
resume-none = Es gibt keine unbeendete Partie; eine neue beginnt.
resume-set-aside = Die unbeendete Partie wurde in { $file } beiseitegelegt, nicht gelöscht: load { $file } setzt sie fort.
kept-unreadable = Die aufbewahrte Partie ist nicht lesbar ({ $reason }); sie wurde in { $file } beiseitegelegt.
kept-elsewhere = Ein anderes Morris-Programm bewahrt hier seine unbeendete Partie auf; dieses bewahrt seine in { $file } auf.
kept-other = Eine weitere unbeendete Partie ist in { $file } aufbewahrt: load { $file } spielt sie weiter.
kept-nowhere = Andere Morris-Programme belegen hier alle Dateien für aufbewahrte Partien: diese Partie wird nicht aufbewahrt.
kept-not-moved = Die aufbewahrte Partie { $file } konnte nicht beiseitegelegt werden ({ $reason }); sie bleibt, wo sie ist.
kept-no-moves = die Aufzeichnung enthält keine Züge
kept-on-quit = Die unbeendete Partie wird aufbewahrt und beim nächsten Start angeboten.
not-kept-on-quit = Die unbeendete Partie konnte nicht aufbewahrt werden ({ $reason }): speichere sie vor dem Beenden mit save DATEI, sonst geht sie verloren.
save-before-quit = In einer Datei speichern? Gib ihren Namen ein, oder drücke Enter, um ohne sie zu gehen:
interrupt-hint = Die Partie geht weiter. Zum Beenden Strg-D drücken oder quit eingeben.
stopped = Angehalten: die KI spielt den besten gefundenen Zug.
typed-ahead = Ein Zug, getippt während die KI nachdachte, wurde nicht gespielt: sieh dir zuerst ihren Zug an. Befehle, die du inzwischen getippt hast, laufen jetzt.
paused = Die KI wartet: gib ai ein, damit sie zieht.

## Spieler und Brett

player-human = Mensch
player-ai = KI Stufe { $level }
player-engine = Engine
engine-failed = Die Engine für { $color } kann nicht spielen ({ $reason }): ab jetzt spielt ein Mensch { $color }, die Partie geht weiter.
player-label = { $color } ({ $player })
sides = { $white }, { $black }.
view-player = { $player }: { $hand }, { $board }
view-clock = , Uhr { $time }
flag-fall = { $color } hat die Zeit überschritten. { $outcome }
clock-none = Keine Uhren (starten mit clock 5+3 oder clock 30s).
clock-times = Uhren ({ $control }): Weiß { $white }, Schwarz { $black }
help-clock = zeigt die Uhren oder startet sie: clock 5+3 (Minuten + Sekunden pro Zug), clock 30s, clock none
help-solve = baut die Endspieldatenbanken im Hintergrund, während du spielst: solve 8 (Steine insgesamt) oder solve 4-3 (ein Paar und die Paare, die es braucht), solve zeigt den Stand, solve stop hält an
solve-started = Baue die Endspieldatenbanken bis { $pieces } Steine im Hintergrund; spiel weiter. solve zeigt den Stand, solve stop hält an.
solve-status = Bau bis { $pieces } Steine: { $pairs } { $percent } %, { $done } Paare fertig.
solve-starting = Bau bis { $pieces } Steine: beginnt.
solve-idle = Kein Bau im Gange.
solve-idle-none = Kein Bau läuft, und noch keine Endspieldatenbanken sind gebaut: solve { $next } baut sie bis { $next } Steine.
solve-idle-built = Kein Bau läuft; die Endspieldatenbanken bis { $pieces } Steine sind gebaut (solve { $next } baut weiter).
solve-idle-all = Kein Bau läuft; die Endspieldatenbanken bis { $pieces } Steine, so weit solve geht, sind gebaut.
solve-stopping = Halte den Bau an; was fertig ist, bleibt.
solve-busy = Ein Bau bis { $pieces } Steine läuft (solve stop hält ihn an).
solve-no-dir = Es gibt kein Datenverzeichnis für die Datenbanken.
solve-ready = Die Endspieldatenbanken bis { $pieces } Steine sind fertig: KI, Tipp und analyze nutzen sie jetzt.
solve-started-pair = Baue die Endspieldatenbanken von { $pairs } (und zuerst die Paare, die sie brauchen) im Hintergrund; spiel weiter. solve zeigt den Stand, solve stop hält an.
solve-status-pair = Bau von { $target }: { $pairs } { $percent } %, { $done } Paare fertig.
solve-starting-pair = Bau von { $target }: beginnt.
solve-busy-pair = Ein Bau von { $pairs } läuft (solve stop hält ihn an).
solve-ready-pair = Die Endspieldatenbanken von { $pairs } sind fertig: KI, Tipp und analyze nutzen sie jetzt.
solve-bad-pair = Die Regeln im Spiel kennen kein Paar { $pair }: jede Seite hat 3 bis { $max } Steine.
solve-stopped = Der Bau wurde angehalten; was fertig war, bleibt, und das nächste solve geht dort weiter.
solve-failed = Die Endspieldatenbanken konnten nicht gebaut werden: { $reason }
error-bad-solve = „{ $value }“ ist keine Zahl von Steinen (6 bis 24), kein Paar wie 4-3 (3 bis 12 Steine je Seite) und nicht stop.
error-bad-clock = „{ $value }“ ist keine Bedenkzeit (none, 5+3, 30s).
view-last-move = Letzter Zug: { $mv }
view-to-move = { $color } am Zug: { $action }
prompt-remove = { $color }, welchen Stein nimmst du weg?
thinking = { $player } denkt: Tiefe { $depth }, { $seconds } s
thinking-start = { $player } denkt: { $seconds } s
thinking-hint = Suche nach einem Tipp: Tiefe { $depth }, { $seconds } s
thinking-analysis = Analyse: Tiefe { $depth }, { $seconds } s

## Antworten

move-played = { $player }: { $mv }
ask-removal = { $mv } schließt eine Mühle: welchen Stein nimmst du weg? ({ $points })
ask-removal-another = Und welchen Stein noch? ({ $points })
pending-cancelled = { $mv } wurde nicht gespielt: die Wegnahme fehlte noch.
removals-list = Steine, die du wegnehmen darfst: { $points }
moves-list = { $count ->
    [one] 1 erlaubter Zug:
   *[other] { $count } erlaubte Züge:
}
undo-done = Zurückgenommen: { $moves }.
redo-done = Wieder gespielt: { $moves }.
hint = Tipp: { $mv } ({ $value })
hint-exact = Tipp: { $mv } (genauer Wert: { $value })
hint-server = Tipp: { $mv } (genauer Wert vom Server: { $value })
tablebase-away = Der Tablebase-Server hilft gerade nicht ({ $reason }): bis dahin entscheidet die Suche.
analysis-summary-searched = { $total ->
    [one] Bester Zug { $mv }: { $value }; { $weighed } von 1 Zug bewertet, gesucht bis Tiefe { $depth }.
   *[other] Bester Zug { $mv }: { $value }; { $weighed } von { $total } Zügen bewertet, jeder gesucht bis Tiefe { $depth }.
}
analysis-summary-exact = { $total ->
    [one] Bester Zug { $mv }: { $value }, exakt (Endspieldatenbanken); { $weighed } von 1 Zug bewertet.
   *[other] Bester Zug { $mv }: { $value }, exakt (Endspieldatenbanken); { $weighed } von { $total } Zügen bewertet.
}
analysis-more = { $count ->
    [one] 1 weiterer Zug: analyze all zeigt alle Züge.
   *[other] { $count } weitere Züge: analyze all zeigt alle Züge.
}
analysis-none = Noch hat kein Zug einen Wert.
level-now = KI-Stufe: { $level }
level-now-timed = KI-Stufe: { $level }. Stufe 10 denkt { $seconds } s pro Zug (die Einstellung der App, oder --movetime).
level-set = KI-Stufe auf { $level } gesetzt.
new-game = Neue Partie: { $rules }. { $sides }
setup-done = Stellung aufgebaut: { $rules }. { $sides }
replace-ask = { $count ->
    [one] Die laufende Partie ersetzen (1 Zug, nicht gespeichert)? [j/N]
   *[other] Die laufende Partie ersetzen ({ $count } Züge, nicht gespeichert)? [j/N]
}
replace-declined = Nichts geändert: die laufende Partie geht weiter.
set-done = { $option } = { $value }. Regeln: { $rules }
set-next-game = { $option } = { $value } ab der nächsten Partie (gib new ein); diese geht mit { $rules } weiter.
rules-title = Regeln: { $rules }
rules-next = Die nächste Partie: { $rules }
rules-preset-new = So spielst du es: new { $preset }
history-empty = Noch keine Züge.
saved = Partie in { $file } gespeichert.
loaded = { $count ->
    [one] { $file } geladen: 1 Zug, { $rules }.
   *[other] { $file } geladen: { $count } Züge, { $rules }.
}
draw-declined = { $player } lehnt das Remis ab.

## Regeloptionen und ihre Werte

option-pieces = Steine pro Spieler
option-diagonals = die vier Diagonalen
option-flying = Springen mit drei Steinen
option-all-in-mills = Wegnehmen, wenn alle Steine in Mühlen stehen
option-removals = Wegnahmen beim Schließen zweier Mühlen auf einmal
option-first = wer beginnt
option-repetition = Remis, wenn eine Stellung zum dritten Mal entsteht
option-n-move = Remis nach N Zügen pro Seite ohne Wegnahme (0: nie)
option-full-board = was ein volles Brett bedeutet
option-moves-in-placing = einen Stein ziehen statt setzen, solange Steine in der Hand sind
option-one-time-mills = eine Mühle schlägt nur, wenn sie zum ersten Mal entsteht
option-remove-from-mills = Steine in Mühlen dürfen immer geschlagen werden
option-defender-first = der zweite Spieler zieht zuerst, wenn das Setzen endet
option-restrict-repeated-mills = den Stein, der eine Mühle geschlossen hat, nicht sofort zurückziehen, um wieder eine zu schließen
option-endgame-n-move = Remis nach N Zügen je Seite ohne Schlagen, solange eine Seite drei Steine hat (0: nie)
option-placing-mills = was eine beim Setzen geschlossene Mühle mit dem geschlagenen Stein tut
option-board = das Brett nach seinen Punkten: drei Quadrate (24), zwei (16) oder 3 mal 3 (9)
option-intervention = ein Stein, der zwischen zwei gegnerische Steine auf einer Linie gesetzt oder gezogen wird, nimmt beide
values-board = 24, 16 oder 9
values-pieces = eine Zahl von 9 bis 12 (5 bis 8 auf dem Brett mit 16 Punkten, 3 auf dem mit 9)
values-on-off = on oder off
values-flying = on, off oder both (both: hat eine Seite drei, springen beide)
values-all-in-mills = any oder none
values-removals = one oder per-mill
values-first = white oder black
values-n-move = 0 (aus) oder eine Zahl bis 10000
values-full-board = draw, lose, first-loses, side-removes, first-then-second oder second-then-first
values-placing-mills = remove, mark, from-hand oder mill-counts

## Hilfe

help-title = Gib einen Zug ({ $examples }) oder einen dieser Befehle ein:
help-footer = Tab ergänzt Befehle und Züge. Strg-D oder quit beendet; eine unbeendete Partie wird aufbewahrt.
help-footer-online = Tab ergänzt Befehle und Züge. quit beendet; die Partie bleibt auf dem Server offen, morris online rejoin kehrt zu ihr zurück.
help-new = beginnt eine neue Partie: eine Regelvorgabe, durch Optionen geändert
help-moves = zeigt die erlaubten Züge
help-undo = nimmt den letzten Zug zurück (und die Antwort der KI); online bittet es deinen Freund darum (auch: takeback)
help-redo = spielt wieder, was undo zurückgenommen hat
help-hint = schlägt einen Zug vor und nennt seinen Wert
help-analyze = zeigt den besten Zug, seinen Wert, wie tief gesucht wurde, und die nächstbesten (analyze all: jeden legalen Zug; exakt aus den Endspieldatenbanken, sonst gesucht)
help-ai = lässt die KI jetzt für die Seite am Zug ziehen
help-level = zeigt oder setzt die Stufe der KI, 1 (am schwächsten) bis 10
help-swap = tauscht die Seiten mit dem anderen Spieler
help-set = setzt eine Regeloption (sofort, wenn noch kein Zug gespielt ist, sonst ab der nächsten Partie)
help-rules = zeigt die Regeln
help-show = zeichnet das Brett
help-history = zeigt die gespielten Züge
help-save = speichert die Partie in einer Datei (mit --format playok oder sanmill in der Form dieser Programme)
help-load = lädt eine Partie aus einer Datei
help-position = gibt den Stellungstext aus
help-setup = beginnt eine Partie aus einem Stellungstext (wie position ihn ausgibt) nach den geltenden Regeln
help-resign = gibt die Partie auf
help-draw = bietet Remis an (zwischen zwei Menschen: vereinbart es)
help-accept = sagt ja zur gestellten Frage: einem angebotenen Remis, online auch einer Rücknahme oder Revanche (auch: yes)
help-decline = sagt nein dazu (auch: no)
help-rematch = online: bittet um eine neue Partie mit getauschten Farben oder nimmt die erbetene an
help-claim = online: gewinnt die Partie, wenn dein Freund zu lange weg ist
help-record = zeigt die Partienotation
help-review = bewertet jeden bisherigen Zug der Partie: exakt, wo die Endspieldatenbanken die Stellung kennen, sonst durch Suche (review practice: danach deine Fehler noch einmal versuchen)
help-help = Hilfe zu allen Befehlen oder zu einem
help-quit = beendet; eine unbeendete Partie wird aufbewahrt

## Fehler: jeweils eine Zeile

error-line = Zeile { $line }: { $message }
error-empty = Leerer Befehl: gib einen Zug oder einen Befehl ein (help zeigt sie).
error-too-long = Die Zeile ist zu lang ({ $length } Bytes).
error-unknown-command = Unbekannter Befehl „{ $word }“ (help zeigt die Befehle).
error-usage = Aufruf: { $usage }
error-unknown-preset = Unbekannte Regeln „{ $name }“: help new nennt alle Vorgaben.
error-unknown-option = Unbekannte Regeloption „{ $name }“: rules zeigt die Optionen.
error-bad-value = „{ $value }“ ist kein Wert von { $option } (erwartet: { $expected }).
error-bad-level = „{ $value }“ ist keine Stufe (1 bis 10).
error-bad-depth = „{ $value }“ ist keine Tiefe (2 bis { $max } Halbzüge).
error-bad-color = „{ $value }“ ist keine Seite (white oder black).
error-bad-format = „{ $value }“ ist kein Partieformat (morris, playok oder sanmill).
error-unknown-topic = Es gibt keinen Befehl „{ $word }“, zu dem es Hilfe gäbe.
error-bad-move = „{ $text }“ ist kein Zug: { $reason }
error-game-over = Die Partie ist zu Ende: gib new für eine neue ein, oder undo.
error-nothing-to-undo = Es gibt nichts zurückzunehmen.
error-nothing-to-redo = Es gibt nichts wieder zu spielen.
error-no-pending = Kein Zug wartet auf eine Wegnahme: schreib die Wegnahme mit ihrem Zug, etwa d6-d5xa7.
error-save = { $file } kann nicht gespeichert werden: { $reason }
error-read = { $file } kann nicht gelesen werden: { $reason }
error-load = { $file } kann nicht geladen werden: { $reason }
error-keep = Die unbeendete Partie kann nicht aufbewahrt werden: { $reason }
error-no-person = Hier spielt kein Mensch: nenne die Seite, etwa resign white.
error-ai-to-move = Die KI ist am Zug: warte auf ihren Zug oder tippe ai.
bad-move-empty = er ist leer
bad-move-point = kein Punkt an Zeichen { $at } (Punkte heißen etwa a7, d6, g1)
bad-move-unexpected = unerwarteter Text an Zeichen { $at } (Züge sehen aus wie d6, d6-d5 oder d6-d5xa7)
bad-move-duplicate = { $point } wird zweimal weggenommen
bad-move-same-point = ein Zug von { $point } nach { $point } führt nirgendwohin

## Unerlaubte Züge

illegal-move = { $mv } ist nicht erlaubt: { $reason }

## Partieaufzeichnungen
database-refused = Eine Endspieldatenbank wird nicht benutzt ({ $reason }): baue sie mit solve neu.

## Online-Partien (morris online host, morris online join)
online-link = Schicke deinem Freund diesen Link: { $link }
online-watch = Zuschauen kann jeder mit dem Code { $code }.
online-watch-link = Jeder kann die Partie hier verfolgen: { $link }
online-you-play = Du spielst { $color }.
online-waiting = Warte, bis dein Freund beitritt …
online-joined = { $name } ist beigetreten.
online-your-turn = Du bist am Zug.
online-played = { $color } spielte { $mv }.
online-over = Partie zu Ende: { $result }
online-draw-sent = Du hast ein Remis angeboten.
online-draw-offered = { $name } bietet ein Remis an: tippe accept oder decline.
online-draw-declined = Das Remisangebot wurde abgelehnt.
online-takeback-sent = Du hast gebeten, deinen letzten Zug zurückzunehmen.
online-takeback-asked = { $name } bittet, den letzten Zug zurückzunehmen: tippe accept oder decline.
online-took-back = { $turns ->
    [one] Ein Zug wurde zurückgenommen.
   *[other] { $turns } Züge wurden zurückgenommen.
}
online-takeback-declined = Die Zugrücknahme wurde abgelehnt.
online-rematch-sent = Du hast um eine Revanche gebeten.
online-rematch-asked = { $name } bittet um eine Revanche mit getauschten Farben: tippe accept oder decline.
online-rematch-declined = Die Revanche wurde abgelehnt.
online-new-game = Eine neue Partie beginnt. Du spielst { $color }.
online-away = Die Verbindung zu { $name } ist getrennt. Bleibt { $name } { $minutes ->
    [one] eine Minute
   *[other] { $minutes } Minuten
} weg, gewinnst du mit claim die Partie.
online-back = { $name } ist zurück.
online-reconnecting = Die Verbindung ist abgerissen; neuer Versuch ({ $attempt }) …
online-reconnected = Wieder verbunden.
online-failed = Die Verbindung ist verloren: { $reason }
online-refused = Der Server lehnte ab: { $reason }
online-not-seated = Noch nicht in der Partie: warte auf den Server.
online-no-opponent = Dein Freund ist noch nicht beigetreten.
online-not-your-turn = { $name } ist am Zug.
online-game-over = Die Partie ist zu Ende.
error-not-online = { $command } geht in einer Online-Partie nicht: die Partie gehört dem Server. help zeigt die Befehle, die gehen.
error-online-only = { $command } ist für eine Online-Partie (morris online host oder morris online join).
online-no-question = Es gibt nichts zu beantworten.
online-input-ended = Die Eingabe ist zu Ende; du verlässt die Partie.
online-error-unknown-code = kein Spiel hat diesen Code
online-error-room-full = diese Einladung wurde schon benutzt: der Raum ist voll
online-error-room-expired = der Raum war über einen Tag unbenutzt und ist geschlossen
online-error-bad-token = der Server kennt diesen Platz nicht
online-error-version = der Server spricht eine andere Version des Protokolls: aktualisiere Morris
online-error-not-your-turn = dein Freund ist am Zug
online-error-stale = dieser Zug war für eine andere Stellung gedacht
online-error-game-over = die Partie ist zu Ende
online-error-nothing-to-take-back = du hast keinen Zug, der sich zurücknehmen lässt
online-error-not-away = dein Freund ist nicht lange genug weg, um die Partie zu beanspruchen
online-error-no-request = es gibt keine solche Bitte, oder eine wartet schon
online-error-too-fast = zu viele Nachrichten auf einmal
online-error-server = der Server konnte es nicht speichern; versuche es noch einmal
online-error-too-many-rooms = von dieser Adresse wurden zu viele Räume eröffnet; versuche es später noch einmal
online-error-server-full = der Server hat so viele Räume, wie er halten kann; versuche es später noch einmal
online-seat-kept = Die Partie bleibt auf dem Server offen: morris online rejoin führt zurück.
online-seat-waiting = Eine Online-Partie von dir ist noch offen: morris online rejoin führt zurück.
online-seat-not-kept = Der Platz konnte für eine Rückkehr nicht gespeichert werden: { $reason }
online-no-seat = Auf diesem Rechner ist keine Online-Partie von dir offen.
online-left = { $name } ist gegangen.
solve-started-whole = Das ganze Spiel dieser Regeln wird im Hintergrund gelöst, vom ersten Setzen an (wenige Sekunden); solve sagt, wie weit es ist.
solve-status-whole = Das ganze Spiel wird gelöst: { $percent } %.
solve-status-opening = Alle Paare sind gebaut; die Setzphase wird vom leeren Brett aus durchsucht.
solve-status-placings = Das leere Brett ist bewertet; die Stellungen nach den ersten zwei Zügen werden bewertet: { $percent } %.
solve-idle-whole-none = Kein Bau läuft, und das ganze Spiel dieser Regeln ist noch nicht gelöst: solve 6 löst es, vom ersten Setzen an, in Sekunden.
solve-idle-whole-built = Kein Bau läuft; das ganze Spiel dieser Regeln ist gelöst: die KI auf Stufe 10, hint und analyze spielen jede Stellung davon perfekt.
solve-ready-whole = Das ganze Spiel ist gelöst: die KI auf Stufe 10, hint und analyze spielen es jetzt perfekt.

# Trying the mistakes of a reviewed game again (review practice).
practice-none = In dieser Partie gibt es keinen Fehler von dir zum Wiederholen.
practice-start = { $count ->
    [one] Ein Zug zum Wiederholen.
   *[other] { $count } Züge zum Wiederholen.
} Tippe einen besseren Zug; answer (oder show me) zeigt ihn, next überspringt, stop beendet.
practice-position = { $number } { $turn } war { $grade }: finde einen besseren Zug für { $color }.
practice-prompt = Noch einmal { $index }/{ $count }, { $color }>
practice-right = Ja: { $turn } ist { $grade }, { $value }.
practice-wrong = Nicht das: { $turn } ist { $grade }, { $value }. Versuche es noch einmal, oder tippe answer.
practice-answer = Die Lösung: { $best }, { $value }.
practice-over = Übung beendet: { $found } von { $count } gefunden.
practice-help = Tippe einen Zug, oder answer, next, show oder stop.

# Puzzles in the terminal (puzzle).
help-puzzle = Aufgaben, geprüft durch das gelöste Spiel: puzzle (die nächste, nahe deiner Wertung), puzzle daily, puzzle streak, puzzle rush 3 oder 5, puzzle theme NAME (puzzle themes zeigt sie), puzzle rules VORGABE, puzzle hint, puzzle show (die Lösung), puzzle again, puzzle rating, puzzle stop (zurück zur Partie)
error-unknown-theme = Es gibt kein Aufgabenthema „{ $word }“: die Themen sind { $themes }, oder any.
error-bad-rush = Ein Ansturm dauert 3 oder 5 Minuten, nicht „{ $value }“.
puzzle-prompt = Aufgabe, { $color }>
puzzle-prompt-streak = Serie { $solved }, { $color }>
puzzle-prompt-rush = Ansturm { $left }, { $color }>
puzzle-repl-help = Tippe einen Zug (beim Schlagen nur den Punkt), oder next, hint, answer, again, rating, themes, theme NAME, daily, streak, rush, show (das Brett) oder stop (zurück zur Partie).
puzzle-try-again = Versuche es noch einmal, oder tippe answer.
puzzle-what-next = Tippe next für eine weitere Aufgabe, oder stop, um zur Partie zurückzukehren.
puzzle-stopped = Zurück zur Partie.
puzzle-nothing-shown = Keine Aufgabe gezeigt: tippe puzzle für eine.
puzzle-unknown-id = Keine Aufgabe dieser Sammlung hat die Kennung { $id }.
puzzle-history = { $count } { $count ->
    [one] gewerteter Versuch
   *[other] gewertete Versuche
}; die letzten Wertungen: { $last }
puzzle-best-streak = Beste Serie: { $best }
puzzle-best-rush = Bester Ansturm über { $minutes } Minuten: { $best }
puzzle-not-online = Nicht während einer Online-Partie: ihre Uhren warten nicht. Aufgaben nach der Partie.
analysis-from-server = Exakte Werte vom Server { $url }.
