# Komunikaty aplikacji okienkowej.

## Menu i przyciski

gui-menu-game = Gra
gui-menu-view = Widok
gui-new-game = Nowa gra…
gui-play-again = Zagraj jeszcze raz
gui-undo = Cofnij
gui-redo = Ponów
gui-hint = Podpowiedź
gui-offer-draw = Zaproponuj remis
gui-resign = Poddaj się
gui-accept-draw = Przyjmij remis
gui-decline-draw = Odrzuć
gui-open = Otwórz lub importuj…
gui-save = Zapisz…
gui-save-playok = Zapisz dla PlayOK…
gui-save-sanmill = Zapisz dla Sanmill…
gui-paste = Wklej zapis lub pozycję…
gui-copy-record = Kopiuj zapis gry
gui-copy-position = Kopiuj pozycję
gui-quit = Zakończ
gui-pause-ai = Wstrzymaj SI
gui-resume-ai = Pozwól SI wykonać ruch

## Menu Widok

gui-theme = Motyw
gui-theme-system = Jak w systemie
gui-theme-light = Jasny
gui-theme-dark = Ciemny
gui-language = Język
gui-language-system = Jak w systemie
gui-show-targets = Zaznaczaj, dokąd może pójść pionek
gui-analysis = Pokazuj wartość każdego ruchu (A)
gui-analysis-button = Analiza
gui-animations = Animuj pionki
gui-ai-seconds = sekundy na ruch na poziomie 10
gui-watch-seconds = sekundy między ruchami dwóch SI

## Gracze, lista ruchów i wpisywanie ruchów

gui-player-human = Człowiek
gui-player-ai = SI, poziom { $level }
gui-player-engine = Silnik
gui-player-choose-engine = Silnik…
gui-engine-command = Polecenie silnika
gui-engine-command-hint = Program i jego argumenty, np. /ścieżka/do/silnika uci
gui-engine-empty = Wpisz polecenie, które uruchamia silnik: program i jego argumenty.
gui-engine-quotes = W poleceniu jest niezamknięty cudzysłów.
gui-engine-missing = Nie ma programu „{ $program }”: podaj pełną ścieżkę albo dodaj go do PATH.
gui-engine-failed = { $color }: silnik nie może grać ({ $reason }); teraz ty grasz tą stroną.
gui-player-kind-ai = SI
gui-player-line = { $color }: { $player }
gui-hand = { $color }: { $pieces }
# A point of the board as a screen reader says it: its name, what stands
# on it, and whether a click may go there next.
gui-point = { $point }, { $what }
gui-point-target = { $point }, { $what }, dozwolony cel
gui-point-value = { $label }: { $value }
gui-point-white = biały pionek
gui-point-black = czarny pionek
gui-point-empty = pusty
gui-moves = Ruchy
gui-moves-start = Początek
gui-type-move = Wpisz ruch lub punkt
gui-type-move-hint = { $examples }
gui-thinking = { $color } myślą
gui-thinking-depth = głębokość { $depth }
gui-analysis-depth = Analiza, głębokość { $depth }: na każdym punkcie część punktów, jaką ruch zostawia stronie na ruchu
gui-analysis-exact = Analiza, dokładna (bazy końcówek): W lub L, wygrana lub przegrana w tylu ruchach; = remis
gui-analysis-starting = Analiza: start
gui-analysis-best = Najlepszy: { $mv }, { $value }
gui-hint-thinking = Szukam podpowiedzi

## Wiersz stanu

gui-status-to-move = Ruch mają { $color }: { $action }.
gui-status-selected = { $color }: wybierz, dokąd idzie pionek z { $point }.
gui-status-remove = { $count ->
    [one] { $color } zamknęły młynek: zdejmij pionek przeciwnika.
    [few] { $color } zamknęły młynki: zdejmij { $count } pionki przeciwnika.
   *[many] { $color } zamknęły młynki: zdejmij { $count } pionków przeciwnika.
}
gui-status-ai-turn = Ruch mają { $color } ({ $player }).
gui-status-ai-paused = { $color } (SI) czekają: naciśnij „Pozwól SI wykonać ruch”, aby grać dalej.
gui-draw-offered = { $color } proponują remis.
gui-draw-declined = SI odrzuca remis i gra dalej.
gui-coin-result = Moneta zdecydowała: { $player } gra białymi.

## Dlaczego kliknięcie lub wpisany ruch zostały odrzucone

gui-refused-game-over = Gra się skończyła: zacznij nową albo cofnij ruch.
gui-refused-must-place = Masz jeszcze pionki w ręce: postaw jeden na wolnym punkcie.
gui-refused-must-move = Nie masz już pionków w ręce: przesuń jeden ze swoich wzdłuż linii.
gui-refused-not-empty = { $point } jest zajęty: wybierz wolny punkt.
gui-refused-off-board = { $point } nie jest punktem tej planszy.
gui-refused-not-own-piece = Na { $point } nie ma twojego pionka.
gui-refused-not-adjacent = { $from } i { $to } nie sąsiadują: pionek przesuwa się wzdłuż linii na następny punkt.
gui-refused-missing-removal = { $count ->
    [one] To zamyka młynek: podaj też pionek do zdjęcia, np. d6-d5xa7.
    [few] To zamyka młynki: podaj też { $count } pionki do zdjęcia, np. d6xa7xg7.
   *[many] To zamyka młynki: podaj też { $count } pionków do zdjęcia, np. d6xa7xg7.
}
gui-refused-no-mill = To nie zamyka młynka, więc niczego nie zdejmuje.
gui-refused-too-many-removals = { $count ->
    [one] To zdejmuje tylko 1 pionek.
    [few] To zdejmuje tylko { $count } pionki.
   *[many] To zdejmuje tylko { $count } pionków.
}
gui-refused-not-opponent-piece = Na { $point } nie ma pionka przeciwnika: wybierz jeden z jego pionków.
gui-refused-in-mill = Pionek na { $point } stoi w młynku: weź taki, który nie stoi, dopóki są.
gui-refused-all-in-mills = Wszystkie pionki przeciwnika stoją w młynkach, a te zasady nie pozwalają wtedy niczego zdjąć.
gui-refused-repeated-mill = Pionek na { $from } zamknął młynek, przychodząc z { $to } w ostatniej turze: nie może od razu wrócić, by zamknąć go znowu.
gui-refused-other = Zasady tego zabraniają.
gui-refused-stuck = Pionek na { $point } nie ma dokąd pójść: wybierz inny.
gui-refused-choose-first = Najpierw wybierz jeden ze swoich pionków, potem punkt, na który idzie.
gui-refused-ai-to-move = Teraz ruch SI, nie twój.
gui-refused-notation = „{ $text }” to nie ruch: zapisuj ruchy jak d6, d6-d5 lub d6-d5xa7.
gui-refused-no-removal-due = Żaden ruch nie czeka na zbicie: zbicie następuje po ruchu, który zamyka młynek, jak d6-d5xa7.

## Podpowiedzi

gui-hint-text = Podpowiedź: { $mv } ({ $value })
gui-hint-exact = Podpowiedź: { $mv } (dokładnie: { $value })
gui-hint-server = Podpowiedź: { $mv } (dokładnie, z serwera: { $value })
gui-tablebase = Doskonała gra z serwera
gui-tablebase-explain = Serwer, który rozwiązał grę (morris serve z bazami), może podać podpowiedzi i poziomowi 10 doskonały ruch tam, gdzie bazy na tym komputerze nie sięgają. Bez odpowiedzi na czas decyduje przeszukiwanie.
gui-tablebase-address = Adres serwera (pusty: żaden)
gui-tablebase-bad = „{ $address }” nie jest adresem serwera: podaj http://HOST:PORT.
gui-tablebase-away = Serwer bazy końcówek teraz nie pomoże ({ $reason }): do tego czasu decyduje przeszukiwanie.
gui-score-draw = remis
gui-ai-played = { $color } zagrały { $mv }.
gui-ai-took = { $color } zagrały { $mv }, zamknęły młynek i zabrały { $points }.

## Pliki i schowek

gui-open-title = Otwórz zapis gry
gui-save-title = Zapisz grę
gui-file-filter = Zapisy gier
gui-saved = Zapisano { $file }.
gui-save-failed = Nie można zapisać { $file }: { $reason }
gui-read-failed = Nie można odczytać { $file }: { $reason }
gui-opened = { $count ->
    [one] Otwarto { $file }: 1 ruch.
    [few] Otwarto { $file }: { $count } ruchy.
   *[many] Otwarto { $file }: { $count } ruchów.
}
gui-opened-position = Gra toczy się dalej od wklejonej pozycji.
gui-open-failed = Nie można otworzyć { $file }: { $reason }
gui-pasted-text = wklejony tekst
gui-keep-failed = Nie można zachować gry na następne uruchomienie: { $reason }
gui-copied-record = Zapis gry jest w schowku.
gui-copied-position = Tekst pozycji jest w schowku.
gui-paste-title = Wklej zapis gry lub pozycję
gui-paste-explain = Wklej zapis gry, z tego lub innego programu do młynka, albo tekst pozycji i otwórz go.
gui-paste-text = Zapis lub pozycja
gui-paste-open = Otwórz
gui-cancel = Anuluj

## Zapisy gier, których nie da się otworzyć


## Okno nowej gry

gui-new-game-title = Nowa gra
gui-rules = Zasady
gui-preset = Wariant
gui-preset-changed = { $preset } (zmieniony)
gui-option-pieces = Pionki na gracza
gui-option-diagonals = Linie ukośne
gui-option-flying = Skoki przy trzech pionkach
gui-flying-on = skacze gracz z trzema pionkami
gui-flying-off = nikt nie skacze
gui-flying-both = skaczą obaj, gdy jeden ma trzy
gui-option-all-in-mills = Gdy wszystkie pionki stoją w młynkach
gui-all-in-mills-any = można zdjąć dowolny
gui-all-in-mills-none = niczego się nie zdejmuje
gui-option-removals = Zamknięcie dwóch młynków naraz
gui-removals-one = zdejmuje jeden pionek
gui-removals-per-mill = zdejmuje pionek za każdy młynek
gui-option-first = Zaczynają
gui-option-repetition = Remis przy trzykrotnym powtórzeniu
gui-option-n-move = Remis po tylu ruchach każdego bez zdjęcia (0: nigdy)
gui-option-full-board = Pełna plansza
gui-full-board-draw = oznacza remis
gui-full-board-lose = przegrywa gracz, który ma ruch
gui-full-board-first-loses = przegrywa pierwszy gracz
gui-full-board-side-removes = zaczynający ruchy zdejmuje pionek
gui-full-board-first-then-second = najpierw pierwszy, potem drugi gracz zdejmuje pionek
gui-full-board-second-then-first = najpierw drugi, potem pierwszy gracz zdejmuje pionek
gui-more-rules = Więcej zasad
gui-more-rules-set = Więcej zasad (włączone: { $count })
gui-option-moves-in-placing = Ruch zamiast stawiania, gdy są jeszcze pionki w ręce
gui-option-one-time-mills = Młynek zdejmuje tylko za pierwszym razem
gui-option-remove-from-mills = Pionki z młynków można zawsze zdejmować
gui-option-defender-first = Po stawianiu pierwszy rusza drugi gracz
gui-option-restrict-repeated-mills = Zakaz ponownego zamknięcia młynka ruchem wprost z powrotem
gui-option-endgame-n-move = Przy trzech pionkach remis po tylu ruchach każdego bez zdjęcia (0: nigdy)
gui-option-placing-mills = Młynek zamknięty przy stawianiu
gui-placing-mills-remove = od razu zdejmuje pionek
gui-placing-mills-mark = oznacza pionek, zdjęty po stawianiu
gui-placing-mills-from-hand = zabiera pionek z ręki przeciwnika
gui-placing-mills-mill-counts = liczy się po stawianiu
gui-option-intervention = Bicie przez wejście między piony
gui-where-nine = Klasyka, grana na całym świecie i w turniejach.
gui-where-nine-no-flying = Tak gra wiele rodzin: z trzema pionami nadal tylko się przesuwa.
gui-where-twelve = Dwanaście pionów i linie ukośne, jak w Anglii i w Afryce.
gui-where-seed-classic = Hiszpański tekst zasad, od którego zaczął się ten program: obaj skaczą przy trzech pionach, każdy młynek zbija piona, a pionów w młynkach nigdy się nie zbija.
gui-where-lasker = Odmiana Emanuela Laskera: dziesięć pionów i ruchy w czasie stawiania.
gui-where-one-time-mill = Grana w Rosji: młynek zabiera tylko raz.
gui-where-nerenchi = Gra ze Sri Lanki: po stawianiu pierwszy rusza drugi gracz.
gui-where-morabaraba = Gra z południa Afryki, w której pionami jest bydło.
gui-where-cham-gonu = Gra z Korei: młynki przy stawianiu oznaczają pion.
gui-where-cheng-san-qi = Grana w Chinach dziewięcioma pionami, z oznaczaniem.
gui-where-da-san-qi = Grana w Chinach: przy pełnej planszy przegrywa pierwszy gracz.
gui-where-dooz = Gra z Iranu: młynek przy stawianiu zabiera z ręki.
gui-where-zhi-qi = Grana w Chinach: przy pełnej planszy zdejmują obie strony.
gui-where-el-filja = Grana w Algierii i Maroku: młynki liczy się po stawianiu.
gui-where-mul-mulan = Grana w Indonezji: bicie przez wejście między piony.
gui-option-board = Plansza
gui-board-24 = trzy kwadraty, 24 punkty
gui-board-16 = dwa kwadraty, 16 punktów
gui-board-9 = 3 na 3, 9 punktów
gui-where-three = Pierwszy młynek, którego uczą się dzieci, znany od starożytności.
gui-where-six = Grany w średniowiecznej Europie; gra między młynkiem trzech a dziewięciu.
gui-players = Gracze
gui-level = poziom
gui-level-line = { $color }, poziom { $level }: { $about }
gui-level-about = { $kind ->
    [beginner] początkujący; patrzy ruch naprzód, często przeocza młynki.
    [casual] gracz okazjonalny; dwa ruchy naprzód, czasem przeocza młynek.
    [club] gracz klubowy; od trzech do pięciu ruchów naprzód, rzadko nieuważny.
    [strong] silny gracz; liczy głęboko, nigdy nieuważny.
   *[full] pełna siła; bezbłędny pod koniec dzięki bazom końcówek.
}
gui-coin-toss = Rzut monetą o kolory
gui-swap-colours = Zamieniaj kolory w każdej kolejnej grze
gui-clock = Zegar
gui-clock-none = Bez zegara
gui-clock-game = { $minutes } min + { $increment } s
gui-clock-turn = { $seconds } s na ruch
gui-clock-of = Zegar: { $color }, { $time }
gui-start = Zacznij grę

## Questions before a game ends, and its announcement
gui-confirm-title = Trwa partia
gui-confirm-yes = Tak, dalej
gui-confirm-new = Zacząć nową partię? Trwająca partia się skończy.
gui-confirm-open = Otworzyć inną partię? Trwająca partia się skończy.
gui-confirm-resign = Poddać tę partię?
gui-confirm-quit = Wyjść? Trwająca partia zostanie zachowana i zaproponowana przy następnym uruchomieniu.
gui-confirm-quit-unkept = Wyjść? Trwającej partii nie udało się zachować ({ $reason }) i przepadnie, jeśli jej najpierw nie zapiszesz (Gra: Zapisz…).
gui-game-over-title = Partia skończona
gui-review = Przejrzyj partię
gui-review-title = Przegląd partii
gui-review-close = Zamknij przegląd
gui-review-turn-hint = Pokazuje pozycję przed tym ruchem, taką, jaką widział gracz.
gui-review-graph = Oczekiwany wynik białych po każdym ruchu (kliknij, aby tam przejść)
gui-review-exact = dokładne
gui-practice = Ucz się na błędach
gui-practice-hint = Przenosi cię przed każdy z twoich błędów w tej partii, by znaleźć lepszy ruch. Partia czeka taka, jaka jest.
gui-practice-online = Nie w trakcie partii online.
gui-practice-count = Błąd { $index } z { $count }
gui-practice-preparing = Przygotowuję twoje błędy…
gui-practice-grading = Oceniam { $turn }…
gui-practice-wrong = Nie to: { $turn } to { $grade }, { $value }. Spróbuj jeszcze raz albo naciśnij Pokaż.
gui-practice-show = Pokaż
gui-practice-skip = Pomiń
gui-practice-back = Wróć do partii
gui-practice-failed = Ocena skończyła się bez odpowiedzi: ćwiczenie jest skończone.

## Position text that cannot be read or cannot stand

## Without a file chooser
gui-no-file-chooser = W tym systemie nie ma okna wyboru plików (potrzebny jest portal pulpitu lub zenity). Wpisz ścieżkę pliku.
gui-file-path = Plik
gui-file-open-button = Otwórz
gui-file-save-button = Zapisz

## The help window: the rules of the variant in play, and the controls
gui-menu-help = Pomoc
gui-help-rules = Zasady gry
gui-close = Zamknij
gui-help-title = Jak grać: { $variant }
gui-help-goal = Każdy gracz ma { $pieces } pionów. Zostaw przeciwnikowi dwa piony albo żadnego ruchu.
gui-help-placing = Najpierw gracze na zmianę stawiają piony na wolnych punktach.
gui-help-moving = Gdy wszystkie są postawione, w swoim ruchu przesuwa się pion wzdłuż linii na sąsiedni wolny punkt.
gui-help-flying-on = Gracz, któremu zostały trzy piony, skacze: jego pion może przejść na dowolny wolny punkt.
gui-help-flying-off = Nikt nie skacze: także z trzema pionami przesuwa się je wzdłuż linii.
gui-help-flying-both = Gdy któremuś z graczy zostaną trzy piony, skaczą obaj: pion może przejść na dowolny wolny punkt.
gui-help-mill = Trzy własne piony na jednej linii to młynek. Kto go zamknie, zabiera przeciwnikowi pion, który nie stoi w młynku.
gui-help-three-in-a-row = Trzy własne piony w rzędzie wygrywają od razu: w tej grze nic się nie zabiera.
gui-help-per-mill = Zamknięcie dwóch młynków naraz zabiera dwa piony, jeden po drugim.
gui-help-all-in-mills-any = Jeśli wszystkie piony przeciwnika stoją w młynkach, możesz zabrać dowolny.
gui-help-all-in-mills-none = Jeśli wszystkie piony przeciwnika stoją w młynkach, nie zabierasz żadnego.
gui-help-diagonals = Linie ukośne łączą narożniki kwadratów: po nich też się ruszasz i tworzysz młynki.
gui-help-repetition = Partia kończy się remisem, gdy ta sama pozycja pojawi się po raz trzeci.
gui-help-n-move = Partia kończy się remisem po { $n } ruchach każdej strony bez zbicia.
gui-help-full-board-draw = Jeśli plansza zapełni się przy stawianiu, partia kończy się remisem.
gui-help-full-board-lose = Jeśli plansza zapełni się przy stawianiu, przegrywa gracz na ruchu.
gui-help-moves-in-placing = Dopóki masz piony w ręce, zamiast stawiać możesz przesunąć pion na planszy.
gui-help-one-time-mills = Młynek zabiera pion tylko za pierwszym razem, gdy stanie na swoich trzech punktach: otwarty i zamknięty ponownie nie zabiera nic.
gui-help-remove-from-mills = Piony stojące w młynkach można zabierać jak każde inne.
gui-help-defender-first = Gdy wszystkie piony są postawione, pierwszy rusza drugi gracz.
gui-help-restrict-repeated-mills = Pion, który właśnie zamknął młynek, nie może od razu wrócić na swoje poprzednie miejsce, by znów zamknąć młynek.
gui-help-endgame-n-move = Gdy któraś strona ma już tylko trzy piony, partia kończy się remisem po { $n } ruchach każdej strony bez zbicia.
gui-help-placing-mark = Młynek zamknięty przy stawianiu oznacza pion przeciwnika zamiast go zabrać: nikt nie może na nim postawić, nie liczy się do żadnego młynka, a wszystkie oznaczone piony schodzą z planszy po stawianiu.
gui-help-placing-from-hand = Młynek zamknięty przy stawianiu zabiera pion z ręki przeciwnika (z planszy, gdy jego ręka jest pusta), a potem rusza przeciwnik.
gui-help-placing-mill-counts = Młynki zamknięte przy stawianiu nie zabierają nic od razu. Po stawianiu młynki na planszy decydują, ile pionów zabiera każda strona, najpierw pierwszy gracz; gdy nie ma żadnego młynka, każda strona zdejmuje jeden własny pion.
gui-help-intervention = Pion postawiony lub przesunięty między dwa piony przeciwnika na jednej linii zabiera oba.
gui-help-full-board-first-loses = Jeśli plansza zapełni się przy stawianiu, przegrywa pierwszy gracz.
gui-help-full-board-side-removes = Jeśli plansza zapełni się przy stawianiu, gracz zaczynający ruchy zabiera pion drugiego, a potem rusza drugi.
gui-help-full-board-first-then-second = Jeśli plansza zapełni się przy stawianiu, pierwszy gracz zabiera pion drugiego, potem drugi pion pierwszego, i rusza pierwszy.
gui-help-full-board-second-then-first = Jeśli plansza zapełni się przy stawianiu, drugi gracz zabiera pion pierwszego, potem pierwszy pion drugiego, i rusza drugi.
gui-help-controls-title = Sterowanie
gui-help-controls = Kliknij punkt, by postawić pion; kliknij swój pion, a potem punkt, by go przesunąć, albo przeciągnij go. Po młynku kliknij pion do zbicia. Klawiaturą przechodzisz między punktami strzałkami i naciskasz Enter, albo wpisujesz ruch, np. d6, d6-d5 lub d6-d5xa7.
gui-help-keys = Ctrl+Z cofa ruch, a Ctrl+Y go powtarza, H daje podpowiedź, A pokazuje wartość każdego ruchu, Escape porzuca rozpoczęty ruch; gdy nic nie jest zaznaczone, strzałki, Home i End przechodzą przez ruchy. B przenosi kursor klawiatury na planszę; gdy ruch jest w połowie, strzałki przesuwają tylko ten kursor.
gui-help-clocks = Przy zegarach biegnie zegar strony na ruchu, a komu skończy się czas, ten przegrywa. Cofnij cofa przegraną na czas: zegary znów pokazują to, co na początku tego ruchu. Gdy otwarte jest okno dialogowe, gra czeka: zegary stoją, a SI nie wykonuje ruchu (w grze sieciowej zegary serwera idą dalej).
gui-help-values = Wartości: ocena wyszukiwania to część punktów, której strona może się stąd spodziewać (wygrana liczy się w całości, remis w połowie), tak jak kończyły się własne gry SI z takich pozycji: „Białe: około 62 % punktów”. Dokładne wartości z baz końcówek to wygrana lub przegrana w tylu ruchach albo remis. Ruch to ruch jednego gracza: wygrana w 7 ruchach to cztery ruchy zwycięzcy i trzy drugiego.

gui-databases = Bazy końcówek…
gui-databases-title = Bazy końcówek
gui-databases-intro = Z bazami końcówek poziom 10, podpowiedź i analiza grają końcówki gry { $variant } bezbłędnie i mówią dokładnie, kto wygrywa i w ilu ruchach. Budują się na tym komputerze, w tle, podczas gry; przerwana budowa następnym razem rusza od miejsca, w którym stanęła.
gui-databases-extent = Do { $pieces } pionów łącznie: { $size }, około { $time }
gui-databases-built = { $extent } (zbudowane)
gui-databases-measured = Rozmiary i czasy dla młynka z dziewięcioma pionami na komputerze dwurdzeniowym; inne zasady i komputery się różnią.
gui-databases-measured-here = Czasy według tempa tego komputera przy ostatniej budowie; rozmiary dla młynka z dziewięcioma pionami.
gui-databases-building = Budowa baz końcówek do { $pieces } pionów
gui-databases-progress = { $pairs }: { $percent } %
gui-databases-progress-left = { $pairs }: { $percent } % całości, zostało około { $left }
gui-databases-starting = Start
gui-databases-opening = Wszystkie pary są gotowe; teraz przeszukiwana jest faza rozstawiania od pustej planszy, aby pierwsze ruchy były od razu ocenione
gui-databases-placings = Pusta plansza jest oceniona; teraz pozycje po dwóch pierwszych ruchach, aby pierwsze ruchy partii były od razu ocenione: { $percent } %
gui-databases-build = Zbuduj
gui-databases-cancel = Przerwij budowę
gui-databases-keep = Zamknij (budowa trwa)
gui-databases-stop = Przerwij
gui-databases-ready = Bazy końcówek do { $pieces } pionów są gotowe: poziom 10, podpowiedź i analiza już z nich korzystają.
gui-databases-cancelled = Budowa przerwana. Ukończone części zostają; następna budowa ruszy od nich.
gui-databases-failed = Nie udało się zbudować baz końcówek: { $reason }
gui-databases-no-dir = Nie ma katalogu danych, w którym można by je trzymać, więc nie da się ich tu zbudować.
gui-megabytes = { $size } MB
gui-gigabytes = { $size } GB
gui-seconds = { $seconds } s
gui-minutes = { $minutes } min
gui-hours = { $hours } godz.

gui-editor-open = Ustaw pozycję…
gui-editor-title = Ustaw pozycję
gui-editor-help = Kliknij punkt, aby postawić tam pion wybranej strony (kolejne kliknięcie go zdejmuje), albo przeciągnij pion. Zasady są zasadami partii: wybierz je najpierw w Nowej partii.
gui-editor-brush = Kliknięcie stawia
gui-editor-erase = Nic (zdejmuje)
gui-editor-hand = { $color }: piony w ręku
gui-editor-to-move = Na ruchu
gui-editor-valid = Pozycja jest możliwa przy tych zasadach.
gui-editor-play = Graj od tego miejsca
gui-editor-analyse = Analizuj
gui-editor-clear = Pusta plansza
gui-editor-status = Ustawianie pozycji: partia czeka, aż zagrasz od niej albo anulujesz.
gui-kept-elsewhere = Inne okno Morris przechowuje tu swoją nieskończoną partię; to przechowuje swoją w { $file }.
gui-kept-other = Inna nieskończona partia jest przechowana w { $file }: Gra → Otwórz lub importuj… ją kontynuuje.
gui-database-refused = Baza końcówek nie jest używana ({ $reason }): zbuduj ją ponownie w Gra: Bazy końcówek…

## Online games
gui-play-online = Graj przez sieć…
gui-leave-online = Opuść grę sieciową
gui-online-title = Graj przez sieć
gui-online-host-tab = Załóż grę
gui-online-join-tab = Dołącz do gry
gui-online-name = Twoje imię (widzi je przeciwnik)
gui-online-code = Kod lub link zaproszenia
gui-online-join-server = Link wskazuje swój serwer; dla samego kodu używany jest serwer poniżej.
gui-online-server = Serwer (host:port)
gui-online-color = Twój kolor
gui-online-color-random = Rzut monetą
gui-online-help = Obaj gracze mogą korzystać z podpowiedzi i analizy
gui-online-host = Załóż
gui-online-join = Dołącz
gui-online-kept = Twoja gra sieciowa jest wciąż otwarta na { $server }.
gui-online-rejoin = Wróć do niej
gui-online-forget = Zapomnij ją
gui-online-rejoin-question = Twoja gra sieciowa jest wciąż otwarta na { $server }. Wrócić do niej teraz? („Graj przez sieć…” zaproponuje to także później).
gui-online-no-seat = Nie masz już otwartej gry sieciowej.
gui-online-need-name = Najpierw wpisz swoje imię: widzi je przeciwnik.
gui-online-need-code = Wklej kod lub link zaproszenia, który dostałeś.
gui-online-heading = Gra sieciowa
gui-online-connecting = Łączenie z { $server }…
gui-online-waiting = Czekanie, aż przeciwnik dołączy…
gui-online-invite = Wyślij przeciwnikowi link zaproszenia lub kod:
gui-online-code-label = Kod zaproszenia
gui-online-link-label = Link zaproszenia
gui-online-copy = Kopiuj
gui-online-copied = Skopiowano do schowka.
gui-online-friend = przeciwnik
gui-online-you = { $name } (ty)
gui-online-connected = Gracz { $name } jest połączony.
gui-online-unsent = Twój ruch { $mv } zostanie wysłany, gdy połączenie wróci.
gui-online-away = Gracz { $name } jest rozłączony od { $time }.
gui-online-went-away = Gracz { $name } się rozłączył; gra na niego czeka.
gui-online-claim = Zgłoś wygraną
gui-online-claim-in = Możesz zgłosić wygraną, jeśli nie wróci jeszcze przez { $time }.
gui-online-draw-asked = Gracz { $name } proponuje remis.
gui-online-takeback-asked = Gracz { $name } prosi o cofnięcie swojego ostatniego ruchu.
gui-online-rematch-asked = Gracz { $name } proponuje rewanż z zamianą kolorów.
gui-online-accept = Przyjmij
gui-online-decline = Odrzuć
gui-online-waiting-answer = Czekanie na odpowiedź gracza { $name }…
gui-online-take-back = Cofnij ruch
gui-online-rematch = Rewanż
gui-online-leave = Wyjdź
gui-online-friend-turn = Ruch gracza { $name } ({ $color }).
gui-online-left-open = Opuściłeś grę sieciową. Pozostaje otwarta na serwerze: „Graj przez sieć…” do niej wraca.
gui-online-leave-first = To jest gra sieciowa: najpierw ją opuść (Gra: Opuść grę sieciową).
gui-refused-friend-to-move = Teraz ruch przeciwnika albo jeszcze nie dołączył.
gui-databases-whole = Cała partia, od pierwszego postawienia (gra bezbłędna w każdej fazie): { $size }, około { $time }
gui-databases-building-whole = Rozwiązywanie całej partii
gui-databases-ready-whole = Cała partia jest rozwiązana: poziom 10, podpowiedź i analiza grają ją teraz bezbłędnie.
gui-databases-not-covered = Te zasady nie mają baz: pozycja potrzebowałaby do oceny więcej niż swoich pionów (piony oznaczone, młynki zużyte lub zapamiętane, zbijanie z młynków lub przez okrążenie). Poziom 10 zamiast tego szuka.

# The modifier keys as the keyboard names them, in the menus' shortcuts.
gui-key-ctrl = Ctrl
gui-key-shift = Shift
gui-key-alt = Alt

# Puzzles (issue 41).
gui-menu-puzzles = Zadania
gui-puzzles-rated = Zadania blisko mojego rankingu
gui-puzzles-daily = Zadanie dnia
gui-puzzles-streak = Seria zadań
gui-puzzles-rush-3 = Szturm zadań, 3 minuty
gui-puzzles-rush-5 = Szturm zadań, 5 minut
gui-puzzles = Zadania
gui-puzzle-rated = Rankingowe
gui-puzzle-daily = Dnia
gui-puzzle-streak = Seria
gui-puzzle-rush-3 = Szturm 3 min
gui-puzzle-rush-5 = Szturm 5 min
gui-puzzle-hint = Gdzie patrzeć
gui-puzzle-answer = Pokaż rozwiązanie
gui-puzzle-again = Jeszcze raz
gui-puzzle-next = Następne zadanie
gui-puzzle-any-theme = dowolny motyw
gui-puzzle-rating-line = ranking
gui-puzzle-best-streak = najlepsza seria { $best }
gui-puzzle-best-rush = najlepszy szturm { $minutes } min { $best }
gui-puzzle-rules = Zasady
gui-puzzle-theme = Motyw
gui-analysis-exact-server = Analiza, dokładna (serwer tablebase): W lub L, wygrana lub przegrana w tylu ruchach; = remis
