# Wspólne dla REPL i interfejsu graficznego.

color-white = Białe
color-black = Czarne

pieces-in-hand = { $count ->
    [one] { $count } pionek w ręce
    [few] { $count } pionki w ręce
   *[many] { $count } pionków w ręce
}
pieces-on-board = { $count ->
    [one] { $count } pionek na planszy
    [few] { $count } pionki na planszy
   *[many] { $count } pionków na planszy
}

phase-placing = postaw pionek
phase-moving = przesuń pionek
phase-placing-or-moving = postaw lub przesuń pionek
phase-flying = przeskocz pionkiem
phase-removing = zdejmij pionek

termination-fewer-than-three = mniej niż trzy pionki
termination-no-legal-move = brak dozwolonego ruchu
termination-full-board = plansza jest pełna
termination-repetition = ta sama pozycja trzy razy
termination-n-move = { $n } ruchów każdego gracza bez zdjęcia pionka
termination-resignation = poddanie się
termination-agreement = remis za zgodą
termination-time-forfeit = skończył się czas
termination-abandoned = gracz wyszedł i nie wrócił
termination-three-in-a-row = trzy w rzędzie

preset-nine = Młynek (dziewięć pionków)
preset-nine-no-flying = Młynek bez skoków
preset-twelve = Młynek dwunastu pionków
preset-seed-classic = Molino (zasady hiszpańskie)
preset-lasker = Młynek Laskera
preset-one-time-mill = Młynek rosyjski (każdy młynek tylko raz)
preset-nerenchi = Nerenchi
preset-morabaraba = Morabaraba
preset-cham-gonu = Cham Gonu (młynek koreański)
preset-cheng-san-qi = Cheng San Qi (młynek chiński)
preset-da-san-qi = Da San Qi (młynek chiński)
preset-dooz = Dooz (młynek perski)
preset-zhi-qi = Zhi Qi (młynek chiński)
preset-el-filja = El Filja (młynek algierski)
preset-mul-mulan = Mul-Mulan (młynek jawajski)
preset-three = Młynek trzech pionów
preset-six = Młynek sześciu pionów

# Position text that cannot be read or cannot stand, in both frontends.
setup-where = To nie jest poprawna pozycja: { $reason } (kolumna { $column }). Tekst pozycji wygląda tak: .../.W./.../....B./.../.../... w 8 8 0 2.
setup-missing = brakuje pola: { $field }
setup-rows = plansza potrzebuje siedmiu rzędów po 3, 3, 3, 6, 3, 3 i 3 punkty, oddzielonych /
setup-piece = „{ $piece }” to nie pion: użyj W, B lub . dla pustego punktu
setup-side = strona na ruchu to w lub b
setup-number = { $field } to niemożliwa liczba
setup-removal-pending = trzeba w niej jeszcze zbić pionek: ustawić można tylko pozycję między ruchami
field-board = plansza
field-side = strona na ruchu
field-hand = piony w ręku: { $color }
field-counter = licznik N ruchów
field-turn = numer tury
bad-position-why = Ta pozycja nie może powstać według obecnych zasad: { $reason }.
setup-overlap = na { $point } stoją piony obu stron
setup-other-board = pozycja jest dla planszy z { $text } punktami, a te zasady grają na planszy z { $rules }
setup-off-board = { $point } nie jest punktem tej planszy
setup-too-many = { $color } mają więcej pionów, niż dają zasady
setup-hands = piony w ręku nie pasują do tego, kto jest na ruchu
setup-counter = licznik N ruchów musi być 0, gdy są piony w ręku
setup-turn = numer tury zaczyna się od 1

# The value of a move or position, as the hint and the analysis say it.
score-win = { $turns ->
    [one] wygrywa w 1 ruchu
    [few] wygrywa w { $turns } ruchach
   *[many] wygrywa w { $turns } ruchach
}
score-loss = { $turns ->
    [one] przegrywa w 1 ruchu
    [few] przegrywa w { $turns } ruchach
   *[many] przegrywa w { $turns } ruchach
}
score-chance = zdobywa około { $percent } % punktów
score-even = mniej więcej po równo
score-side-chance = { $color }: około { $percent } % punktów
score-draw = remis przy najlepszej grze
value-perfect-win = wygrywa przy najlepszej grze
value-perfect-loss = przegrywa przy najlepszej grze
value-may-draw = { $value }, chyba że wcześniej zasada N ruchów da remis
value-searched = { $value } (głębokość { $depth })
value-short-win = W{ $plies }
value-short-loss = P{ $plies }
value-short-won = W
value-short-lost = P
value-short-draw = =
value-short-chance = { $percent }%

reason-game-over = partia się skończyła
reason-must-place = w ręce są jeszcze pionki: postaw jeden na pustym polu
reason-must-move = w ręce nie ma już pionków: przesuń pionek, np. d6-d5
reason-not-empty = pole { $point } nie jest puste
reason-off-board = { $point } nie jest punktem tej planszy
reason-not-own-piece = na { $point } nie ma twojego pionka
reason-not-adjacent = { $from } i { $to } nie są sąsiednimi polami
reason-missing-removal = { $count ->
    [one] zamyka młynek: podaj pionek do zdjęcia, np. d6-d5xa7
    [few] zamyka młynki: podaj { $count } pionki do zdjęcia, np. d6xa7xg7
   *[many] zamyka młynki: podaj { $count } pionków do zdjęcia, np. d6xa7xg7
}
reason-no-mill = nie zamyka młynka, więc niczego nie zdejmuje
reason-too-many-removals = { $count ->
    [one] zdejmuje tylko 1 pionek
    [few] zdejmuje tylko { $count } pionki
   *[many] zdejmuje tylko { $count } pionków
}
reason-not-opponent-piece = na { $point } nie ma pionka przeciwnika
reason-in-mill = { $point } stoi w młynku, a przeciwnik ma pionki poza młynkami
reason-all-in-mills = wszystkie pionki przeciwnika stoją w młynkach, a te zasady nie pozwalają wtedy niczego zdjąć
setup-memory = pozycja pamięta młynki (spent:, last:), a te zasady nie pamiętają żadnych
setup-spent = { $color }: zużyte punkty muszą tworzyć całe młynki
setup-marks = oznaczone pionki są tylko przy zasadach, które je oznaczają, w czasie stawiania i na punktach bez pionka
setup-due = zaległe zdjęcia (due: lub own-due:) są tylko przy zasadach, które je nakazują, po stawianiu, gdy strona na ruchu musi jakieś wykonać
setup-bad-memory = zapamiętane młynki zapisuje się spent:PUNKTY/PUNKTY, last:SKĄD-DOKĄD/SKĄD-DOKĄD albo marked:PUNKTY, każde raz
reason-repeated-mill = pionek na { $from } zamknął młynek, przychodząc z { $to } w ostatniej turze, i nie może od razu wrócić, by zamknąć go znowu
reason-removal-due = trzeba zdjąć pionki: zdejmij { $count } bez stawiania i ruchu, np. xa7
reason-no-removal-due = nie trzeba niczego zdejmować: postaw lub przesuń pionek
reason-intervention = staje między dwoma pionkami przeciwnika i zabiera { $points }
reason-other = zasady tego zabraniają
record-where = wiersz { $line }, kolumna { $column }: { $reason }
record-syntax-bad-tag = znacznik musi mieć postać [Nazwa "wartość"]
record-syntax-tag-after-moves = znacznik po ruchach (zapis zawiera jedną partię)
record-syntax-open-comment = komentarz nie jest zamknięty
record-syntax-open-variation = wariant nie jest zamknięty
record-syntax-stray-bracket = nawias zamykający bez otwierającego
record-syntax-bad-move = to nie jest ruch
record-syntax-stray-removal = zdjęcie pionka bez poprzedzającego ruchu
record-syntax-after-result = tekst po wyniku
record-unknown-variant = nieznany wariant „{ $name }”
record-bad-position-text = znacznik FEN nie jest tekstem pozycji
record-bad-position = pozycja FEN nie może powstać według tych zasad
record-move-after-end = ruch po zakończeniu partii
record-result-mismatch = zapis podaje { $stated }, ale { $actual }
record-actual-end = ruchy kończą ją tak: { $outcome }
record-actual-open = ruchy nie kończą partii

record-unknown-rules = nie ma zasad o nazwie „{ $name }”
record-bad-value = znacznik { $option } ma wartość nieznaną zasadom
record-illegal = { $mv } jest tu niedozwolony: { $reason }

settings-moved-aside = Nie udało się odczytać pliku ustawień; przeniesiono go do { $file } i obowiązują ustawienia domyślne.
settings-fields = Niektórych ustawień nie udało się odczytać i przyjmują wartości domyślne: { $fields }.
settings-unreadable = Nie można odczytać pliku ustawień ({ $reason }); obowiązują ustawienia domyślne.

# The endgame databases of a pair of piece counts and of its mirror, solved together.
pair-and-mirror = { $pair } i { $other }
online-no-help = Ten pokój założono bez podpowiedzi i analizy.

# Przegląd partii (issue 40): oceny, wiersze ruchów, podsumowania.
review-grade-best = najlepszy
review-grade-good = dobry
review-grade-inaccuracy = niedokładność
review-grade-mistake = błąd
review-grade-blunder = poważny błąd
review-searched = z przeszukiwania
review-turn = { $number } { $turn }: { $grade }, { $value }
review-turn-worse = { $number } { $turn }: { $grade }, { $value }; najlepszy był { $best }, { $before }
review-line = wariant: { $line }
review-comment = { $grade }: { $value }; najlepszy był { $best }, { $before }
review-summary = { $color }: dokładność { $accuracy } %, niedokładności: { $inaccuracies }, błędy: { $mistakes }, poważne błędy: { $blunders }
review-key-moments = momenty zwrotne (zmieniła się wartość): { $turns }
review-nothing = Nie ma jeszcze ruchów do przeglądu.
review-progress = Przegląd ruchu { $ply } z { $total }…
review-record-stops = Od tego miejsca partii nie da się rozegrać: { $reason }. Ruchy przed nim są przejrzane.
# A position set up that is over already (the app's editor, the REPL's setup).
position-over = Ta pozycja jest już rozstrzygnięta ({ $outcome }): ustaw taką, w której gra toczy się dalej, aby w nią zagrać.
# Why a file could not be read or written (the app and the terminal).
io-not-found = nie ma takiego pliku ani folderu
io-denied = ten użytkownik nie ma dostępu do tego pliku lub folderu
io-folder = to jest folder, nie plik
io-too-large = plik jest za duży, by był zapisem gry
io-not-text = plik nie jest tekstem
io-full = dysk jest pełny

# The end of a game in a sentence or two, naming the sides.
end-win = Wygrywają { $winner }. { $reason }
end-draw = Remis. { $reason }
end-fewer-than-three = { $loser } mają mniej niż trzy piony.
end-no-legal-move = { $loser } nie mają ruchu.
end-full-board-lose = Plansza jest pełna i { $loser } nie mogą się ruszyć.
end-resignation = { $loser } poddały partię.
end-full-board-draw = Plansza jest pełna.
end-repetition = Ta sama pozycja powtórzyła się po raz trzeci.
end-n-move = { $n } ruchów każdej strony bez zbicia.
end-agreement = Obaj gracze się zgodzili.
end-time = { $loser } przekroczył czas.
end-time-draw = Czas się skończył, ale druga strona nie mogła już wygrać.

# Why an engine opponent stopped playing (after "cannot play").
engine-failure-start = nie udało się go uruchomić: { $detail }
engine-failure-start-plain = nie udało się go uruchomić
engine-failure-crashed = przestał działać: { $detail }
engine-failure-crashed-plain = przestał działać
engine-failure-timeout = brak odpowiedzi w ciągu { $seconds } s
engine-failure-garbled = odpowiedział „{ $answer }”, co nie jest ruchem
engine-failure-illegal = zagrał { $turn }, czego zasady zabraniają
engine-failure-claimed = uznał partię za skończoną („{ $answer }”), choć trwa dalej

# Puzzles (issue 41): what to find, why a turn is wrong, the kinds and themes, the modes.
puzzle-kind-win = wygrana
puzzle-kind-hold = obrona
puzzle-kind-removal = bicie
puzzle-theme-double-mill = podwójny młynek
puzzle-theme-mill-opened-closed = młynek otwarty i zamknięty
puzzle-theme-blockade = blokada
puzzle-theme-flying-endgame = końcówka z lataniem
puzzle-theme-removal-choice = wybór bicia
puzzle-theme-placing-trap = pułapka przy stawianiu
puzzle-theme-last-piece = ostatni pionek
puzzle-heading = Zadanie { $id } · { $kind } · ranking { $rating }{ $themes }
puzzle-task-win = Ruch: { $color }. Znajdź jedyny ruch, który wygrywa.
puzzle-task-win-on = Ruch: { $color }. Znajdź najkrótszą wygraną.
puzzle-task-hold = Ruch: { $color }. Znajdź jedyny ruch, który utrzymuje remis.
puzzle-task-removal = { $color } grają { $turn } i zamykają młynek: który pionek musi zejść?
puzzle-wrong-lets-win-go = { $turn } wypuszcza wygraną.
puzzle-wrong-loses = { $turn } przegrywa.
puzzle-wrong-lets-value-go = { $turn } wypuszcza wynik: musi zejść inny pionek.
puzzle-wrong-not-shortest = { $turn } to nie najkrótsza wygrana.
puzzle-wrong-other-turn = Zadanie pyta, który pionek zbić po { $given }.
puzzle-value-now = Teraz: { $value }.
puzzle-right = Dobrze. Odpowiedź: { $reply }.
puzzle-solved = Rozwiązane!
puzzle-solved-late = Rozwiązane, choć nie za pierwszym razem.
puzzle-answer = Rozwiązanie: { $turn }.
puzzle-hint = Podpowiedź: spójrz na { $point }.
puzzle-rating = Ranking zadań ({ $rules }): { $rating }
puzzle-rating-change = Ranking: { $before }, teraz { $after }.
puzzle-none = Nie zostało żadne zadanie: spróbowano każdego z tego wyboru. Wybierz inny motyw lub tryb.
puzzle-daily = Zadanie dnia, { $date }.
puzzle-streak = Seria: { $solved } rozwiązanych.
puzzle-rush = Szturm: { $solved } rozwiązanych, { $misses } z 3 błędów, zostało { $left }.
puzzle-streak-over = Seria się kończy: { $solved } rozwiązanych (najlepiej { $best }).
puzzle-rush-over = Szturm się kończy: { $solved } rozwiązanych (najlepiej { $best }).
puzzle-new-best = Nowy rekord!
puzzle-record-moved = Nie udało się odczytać twojego zapisu zadań; odłożono go jako { $path } i zaczęto nowy.
puzzle-record-unreadable = Nie udało się odczytać twojego zapisu zadań ({ $reason }); tym razem nic nie zostanie zapisane.
puzzle-no-set = Brak zadań dla { $rules }: zadania są dla { $have }.
