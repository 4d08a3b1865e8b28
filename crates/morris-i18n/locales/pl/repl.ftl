# Komunikaty gry w terminalu.

## Powitanie i zachowana partia

welcome = Morris { $version }: { $rules }. { $sides }
    Wpisz ruch ({ $examples }) albo polecenie; help je wyświetla, Tab uzupełnia.
resume-ask = { $count ->
    [one] Zachowano nieskończoną partię: { $rules } (1 ruch). Kontynuować? [T/n]
    [few] Zachowano nieskończoną partię: { $rules } ({ $count } ruchy). Kontynuować? [T/n]
   *[many] Zachowano nieskończoną partię: { $rules } ({ $count } ruchów). Kontynuować? [T/n]
}
# Odpowiedzi oznaczające „tak”, małymi literami, oddzielone spacjami.
yes-answers = t tak y yes
resumed = { $count ->
    [one] Wznowiono nieskończoną partię: 1 ruch, { $rules }.
    [few] Wznowiono nieskończoną partię: { $count } ruchy, { $rules }.
   *[many] Wznowiono nieskończoną partię: { $count } ruchów, { $rules }.
}
resume-none = Nie ma nieskończonej partii do wznowienia; zaczyna się nowa.
resume-set-aside = Nieskończoną partię odłożono do pliku { $file }, nie usunięto jej: load { $file } ją wznawia.
kept-unreadable = Zachowanej partii nie da się odczytać ({ $reason }); odłożono ją do pliku { $file }.
kept-elsewhere = Inny program Morris przechowuje tu swoją nieskończoną partię; ten przechowuje swoją w { $file }.
kept-other = Inna nieskończona partia jest przechowana w { $file }: load { $file } ją kontynuuje.
kept-nowhere = Inne programy Morris zajmują tu wszystkie pliki zachowanych partii: ta partia nie jest zachowywana.
kept-not-moved = Zachowanej partii { $file } nie udało się odłożyć ({ $reason }); zostaje tam, gdzie jest.
kept-no-moves = zapis nie zawiera ruchów
kept-on-quit = Nieskończona partia zostaje zachowana: zostanie zaproponowana przy następnym uruchomieniu.
not-kept-on-quit = Nie udało się zachować nieskończonej partii ({ $reason }): zapisz ją poleceniem save PLIK przed wyjściem, inaczej przepadnie.
save-before-quit = Zapisać ją w pliku? Wpisz jego nazwę albo naciśnij Enter, by wyjść bez niej:
interrupt-hint = Gra trwa dalej. Aby wyjść, naciśnij Ctrl-D albo wpisz quit.
stopped = Zatrzymano: SI gra najlepszy znaleziony ruch.
typed-ahead = Ruch wpisany podczas namysłu SI nie został wykonany: najpierw zobacz jej ruch. Polecenia wpisane w międzyczasie wykonują się teraz.
paused = SI czeka: wpisz ai, aby wykonała ruch.

## Gracze i plansza

player-human = człowiek
player-ai = SI, poziom { $level }
player-engine = silnik
engine-failed = { $color }: silnik nie może grać ({ $reason }); od teraz tą stroną gra człowiek, a partia toczy się dalej.
player-label = { $color } ({ $player })
sides = { $white }, { $black }.
view-player = { $player }: { $hand }, { $board }
view-clock = , zegar { $time }
flag-fall = { $color } przekroczyły czas. { $outcome }
clock-none = Bez zegarów (uruchom: clock 5+3 lub clock 30s).
clock-times = Zegary ({ $control }): białe { $white }, czarne { $black }
help-clock = pokazuje zegary lub je uruchamia: clock 5+3 (minuty + sekundy na ruch), clock 30s, clock none
help-solve = buduje bazy końcówek w tle podczas gry: solve 8 (pionów łącznie) albo solve 4-3 (jedna para i pary, których potrzebuje), solve pokazuje postęp, solve stop przerywa
solve-started = Budowa baz końcówek do { $pieces } pionów w tle; graj dalej. solve pokazuje postęp, solve stop przerywa.
solve-status = Budowa do { $pieces } pionów: { $pairs } { $percent } %, gotowych par: { $done }.
solve-starting = Budowa do { $pieces } pionów: start.
solve-idle = Żadna budowa nie trwa.
solve-idle-none = Żadna budowa nie trwa i nie ma jeszcze baz końcówek: solve { $next } buduje je do { $next } pionów.
solve-idle-built = Żadna budowa nie trwa; bazy końcówek do { $pieces } pionów są zbudowane (solve { $next } buduje dalej).
solve-idle-all = Żadna budowa nie trwa; bazy końcówek do { $pieces } pionów, tak daleko, jak sięga solve, są zbudowane.
solve-stopping = Przerywam budowę; ukończone części zostają.
solve-busy = Trwa budowa do { $pieces } pionów (solve stop ją przerywa).
solve-no-dir = Nie ma katalogu danych na bazy.
solve-ready = Bazy końcówek do { $pieces } pionów są gotowe: SI, podpowiedź i analyze już z nich korzystają.
solve-started-pair = Budowa baz końcówek { $pairs } (najpierw par, których potrzebują) w tle; graj dalej. solve pokazuje postęp, solve stop przerywa.
solve-status-pair = Budowa { $target }: { $pairs } { $percent } %, gotowych par: { $done }.
solve-starting-pair = Budowa { $target }: start.
solve-busy-pair = Trwa budowa { $pairs } (solve stop ją przerywa).
solve-ready-pair = Bazy końcówek { $pairs } są gotowe: SI, podpowiedź i analyze już z nich korzystają.
solve-bad-pair = Zasady gry nie znają pary { $pair }: każda strona ma od 3 do { $max } pionów.
solve-stopped = Budowa przerwana; ukończone części zostają, a następne solve ruszy od nich.
solve-failed = Nie udało się zbudować baz końcówek: { $reason }
error-bad-solve = „{ $value }” to nie liczba pionów (od 6 do 24), nie para jak 4-3 (od 3 do 12 pionów na stronę) ani stop.
error-bad-clock = „{ $value }” nie jest tempem gry (none, 5+3, 30s).
view-last-move = Ostatni ruch: { $mv }
view-to-move = Ruch: { $color } — { $action }
prompt-remove = { $color }: który pionek zdejmujesz?
thinking = { $player } — analiza: głębokość { $depth }, { $seconds } s
thinking-start = { $player } — analiza: { $seconds } s
thinking-hint = Szukanie podpowiedzi: głębokość { $depth }, { $seconds } s
thinking-analysis = Analiza: głębokość { $depth }, { $seconds } s

## Odpowiedzi

move-played = { $player }: { $mv }
ask-removal = { $mv } zamyka młynek: który pionek zdejmujesz? ({ $points })
ask-removal-another = A który jeszcze? ({ $points })
pending-cancelled = Ruch { $mv } nie został wykonany: brakowało w nim zdjęcia pionka.
removals-list = Pionki, które możesz zdjąć: { $points }
moves-list = { $count ->
    [one] 1 dozwolony ruch:
    [few] { $count } dozwolone ruchy:
   *[many] { $count } dozwolonych ruchów:
}
undo-done = Cofnięto: { $moves }.
redo-done = Powtórzono: { $moves }.
hint = Podpowiedź: { $mv } ({ $value })
hint-exact = Podpowiedź: { $mv } (dokładna wartość: { $value })
hint-server = Podpowiedź: { $mv } (dokładna wartość z serwera: { $value })
tablebase-away = Serwer bazy końcówek teraz nie pomoże ({ $reason }): do tego czasu decyduje przeszukiwanie.
analysis-summary-searched = { $total ->
    [one] Najlepszy ruch { $mv }: { $value }; oceniono { $weighed } z 1 ruchu, przeszukany do głębokości { $depth }.
   *[other] Najlepszy ruch { $mv }: { $value }; oceniono { $weighed } z { $total } ruchów, każdy przeszukany do głębokości { $depth }.
}
analysis-summary-exact = { $total ->
    [one] Najlepszy ruch { $mv }: { $value }, dokładnie (bazy końcówek); oceniono { $weighed } z 1 ruchu.
   *[other] Najlepszy ruch { $mv }: { $value }, dokładnie (bazy końcówek); oceniono { $weighed } z { $total } ruchów.
}
analysis-more = { $count ->
    [one] Jeszcze 1 ruch: analyze all pokazuje wszystkie ruchy.
    [few] Jeszcze { $count } ruchy: analyze all pokazuje wszystkie ruchy.
   *[many] Jeszcze { $count } ruchów: analyze all pokazuje wszystkie ruchy.
}
analysis-none = Żaden ruch nie ma jeszcze wartości.
level-now = Poziom SI: { $level }
level-now-timed = Poziom SI: { $level }. Poziom 10 myśli { $seconds } s na ruch (ustawienie aplikacji albo --movetime).
level-set = Poziom SI ustawiono na { $level }.
new-game = Nowa partia: { $rules }. { $sides }
setup-done = Pozycja ustawiona: { $rules }. { $sides }
replace-ask = { $count ->
    [one] Zastąpić trwającą partię (1 ruch, niezapisana)? [t/N]
    [few] Zastąpić trwającą partię ({ $count } ruchy, niezapisana)? [t/N]
   *[many] Zastąpić trwającą partię ({ $count } ruchów, niezapisana)? [t/N]
}
replace-declined = Nic nie zmieniono: trwająca partia toczy się dalej.
set-done = { $option } = { $value }. Zasady: { $rules }
set-next-game = { $option } = { $value } od następnej partii (wpisz new); ta toczy się dalej według zasad { $rules }.
rules-title = Zasady: { $rules }
rules-next = Następna partia: { $rules }
rules-preset-new = Aby w to zagrać: new { $preset }
history-empty = Nie było jeszcze ruchów.
saved = Partię zapisano w pliku { $file }.
loaded = { $count ->
    [one] Wczytano { $file }: 1 ruch, { $rules }.
    [few] Wczytano { $file }: { $count } ruchy, { $rules }.
   *[many] Wczytano { $file }: { $count } ruchów, { $rules }.
}
draw-declined = { $player } odrzucają remis.

## Opcje zasad i ich wartości

option-pieces = liczba pionków każdego gracza
option-diagonals = cztery linie ukośne
option-flying = skoki przy trzech pionkach
option-all-in-mills = zdejmowanie, gdy wszystkie pionki stoją w młynkach
option-removals = zdjęcia za zamknięcie dwóch młynków naraz
option-first = kto zaczyna
option-repetition = remis, gdy pozycja powtórzy się po raz trzeci
option-n-move = remis po N ruchach każdego gracza bez zdjęcia (0: nigdy)
option-full-board = co oznacza pełna plansza
option-moves-in-placing = ruch pionkiem zamiast stawiania, gdy w ręku są jeszcze pionki
option-one-time-mills = młynek zbija tylko za pierwszym razem
option-remove-from-mills = pionki w młynkach można zawsze zbić
option-defender-first = drugi gracz rusza pierwszy po zakończeniu stawiania
option-restrict-repeated-mills = nie wolno od razu cofnąć pionka, który zamknął młynek, by zamknąć go znowu
option-endgame-n-move = remis po N ruchach każdego bez zbicia, gdy jedna strona ma trzy pionki (0: nigdy)
option-placing-mills = co młynek zamknięty przy stawianiu robi ze zbitym pionkiem
option-board = plansza według punktów: trzy kwadraty (24), dwa (16) albo 3 na 3 (9)
option-intervention = pion postawiony lub przesunięty między dwa piony przeciwnika na linii zabiera oba
values-board = 24, 16 albo 9
values-pieces = liczba od 9 do 12 (od 5 do 8 na planszy z 16 punktami, 3 na planszy z 9)
values-on-off = on albo off
values-flying = on, off albo both (both: gdy któraś strona ma trzy, skaczą obie)
values-all-in-mills = any albo none
values-removals = one albo per-mill
values-first = white albo black
values-n-move = 0 (wyłączone) albo liczba do 10000
values-full-board = draw, lose, first-loses, side-removes, first-then-second albo second-then-first
values-placing-mills = remove, mark, from-hand albo mill-counts

## Pomoc

help-title = Wpisz ruch ({ $examples }) albo jedno z poleceń:
help-footer = Tab uzupełnia polecenia i ruchy. Ctrl-D albo quit kończy; nieskończona partia zostaje zachowana.
help-footer-online = Tab uzupełnia polecenia i ruchy. quit kończy; gra zostaje otwarta na serwerze, a morris online rejoin do niej wraca.
help-new = zaczyna nową partię: zestaw zasad zmieniony opcjami
help-moves = wyświetla dozwolone ruchy
help-undo = cofa ostatni ruch (i odpowiedź SI); w sieci prosi o to przyjaciela (także: takeback)
help-redo = powtarza to, co cofnęło undo
help-hint = podpowiada ruch i jego wartość
help-analyze = pokazuje najlepszy ruch, jego wartość, głębokość przeszukania i kolejne najlepsze (analyze all: każdy dozwolony ruch; dokładnie z baz końcówek, inaczej z przeszukiwania)
help-ai = SI wykonuje teraz ruch za stronę, która jest na ruchu
help-level = pokazuje albo ustawia poziom SI, od 1 (najsłabszy) do 10
help-swap = zamienia strony z drugim graczem
help-set = zmienia opcję zasad (od razu, jeśli nie było ruchów, inaczej od następnej partii)
help-rules = pokazuje zasady
help-show = rysuje planszę
help-history = wyświetla wykonane ruchy
help-save = zapisuje zapis partii do pliku (z --format playok lub sanmill w postaci tych programów)
help-load = wczytuje zapis partii z pliku
help-position = wypisuje tekst pozycji
help-setup = zaczyna partię od tekstu pozycji (jak wypisuje go position) według obowiązujących zasad
help-resign = poddaje partię
help-draw = proponuje remis (między dwojgiem ludzi: zgadza się na niego)
help-accept = odpowiada tak na zadane ci pytanie: zaproponowany remis, a w sieci też cofnięcie lub rewanż (także: yes)
help-decline = odpowiada nie (także: no)
help-rematch = w sieci: prosi o nową grę z zamienionymi kolorami albo zgadza się na tę, o którą proszono
help-claim = w sieci: wygrywa grę, gdy przyjaciel zbyt długo jest nieobecny
help-record = pokazuje zapis gry
help-review = ocenia każdy dotychczasowy ruch partii: dokładnie tam, gdzie bazy końcówek znają pozycję, gdzie indziej z przeszukiwania (review practice: potem powtórz swoje błędy)
help-help = pomoc do wszystkich poleceń albo do jednego
help-quit = kończy; nieskończona partia zostaje zachowana

## Błędy: każdy w jednym wierszu

error-line = wiersz { $line }: { $message }
error-empty = Puste polecenie: wpisz ruch albo polecenie (help je wyświetla).
error-too-long = Wiersz jest za długi ({ $length } bajtów).
error-unknown-command = Nieznane polecenie „{ $word }” (help wyświetla polecenia).
error-usage = Użycie: { $usage }
error-unknown-preset = Nieznane zasady „{ $name }”: help new wymienia wszystkie zestawy.
error-unknown-option = Nieznana opcja zasad „{ $name }”: rules pokazuje opcje.
error-bad-value = „{ $value }” nie jest wartością { $option } (oczekiwano: { $expected }).
error-bad-level = „{ $value }” nie jest poziomem (od 1 do 10).
error-bad-depth = „{ $value }” nie jest głębokością (od 2 do { $max } półruchów).
error-bad-color = „{ $value }” nie jest stroną (white albo black).
error-bad-format = „{ $value }” nie jest formatem zapisu partii (morris, playok lub sanmill).
error-unknown-topic = Nie ma polecenia „{ $word }”, do którego mogłaby być pomoc.
error-bad-move = „{ $text }” nie jest ruchem: { $reason }
error-game-over = Partia się skończyła: wpisz new, aby zagrać następną, albo undo.
error-nothing-to-undo = Nie ma czego cofnąć.
error-nothing-to-redo = Nie ma czego powtórzyć.
error-no-pending = Żaden ruch nie czeka na zdjęcie pionka: zapisz zdjęcie razem z ruchem, np. d6-d5xa7.
error-save = Nie można zapisać { $file }: { $reason }
error-read = Nie można odczytać { $file }: { $reason }
error-load = Nie można wczytać { $file }: { $reason }
error-keep = Nie można zachować nieskończonej partii: { $reason }
error-no-person = Tu nie gra żaden człowiek: podaj stronę, np. resign white.
error-ai-to-move = Ruch należy do SI: poczekaj na jej ruch albo wpisz ai.
bad-move-empty = jest pusty
bad-move-point = brak pola na znaku { $at } (pola nazywają się np. a7, d6, g1)
bad-move-unexpected = nieoczekiwany tekst na znaku { $at } (ruchy wyglądają jak d6, d6-d5 albo d6-d5xa7)
bad-move-duplicate = { $point } jest zdejmowane dwa razy
bad-move-same-point = ruch z { $point } na { $point } nigdzie nie prowadzi

## Niedozwolone ruchy

illegal-move = { $mv } jest niedozwolony: { $reason }

## Zapisy partii
database-refused = Baza końcówek nie jest używana ({ $reason }): zbuduj ją ponownie poleceniem solve.

## Gry przez sieć (morris online host, morris online join)
online-link = Wyślij przyjacielowi ten link: { $link }
online-watch = Każdy może oglądać grę z kodem { $code }.
online-watch-link = Każdy może oglądać partię pod adresem { $link }
online-you-play = Grasz: { $color }.
online-waiting = Czekam, aż przyjaciel dołączy…
online-joined = { $name } dołącza do gry.
online-your-turn = Twój ruch.
online-played = { $color }: { $mv }.
online-over = Koniec gry: { $result }
online-draw-sent = Zaproponowano remis.
online-draw-offered = { $name } proponuje remis: wpisz accept lub decline.
online-draw-declined = Propozycja remisu została odrzucona.
online-takeback-sent = Poproszono o cofnięcie twojego ostatniego ruchu.
online-takeback-asked = { $name } prosi o cofnięcie ostatniego ruchu: wpisz accept lub decline.
online-took-back = { $turns ->
    [one] Cofnięto jeden ruch.
    [few] Cofnięto { $turns } ruchy.
   *[other] Cofnięto { $turns } ruchów.
}
online-takeback-declined = Prośba o cofnięcie została odrzucona.
online-rematch-sent = Poproszono o rewanż.
online-rematch-asked = { $name } prosi o rewanż z zamienionymi kolorami: wpisz accept lub decline.
online-rematch-declined = Rewanż został odrzucony.
online-new-game = Zaczyna się nowa gra. Grasz: { $color }.
online-away = Połączenie z { $name } zostało zerwane. Jeśli nieobecność potrwa { $minutes ->
    [one] minutę
    [few] { $minutes } minuty
   *[other] { $minutes } minut
}, wpisz claim, aby wygrać grę.
online-back = { $name } wraca do gry.
online-reconnecting = Połączenie zostało zerwane; ponowne łączenie (próba { $attempt })…
online-reconnected = Połączono ponownie.
online-failed = Połączenie zostało utracone: { $reason }
online-refused = Serwer odmówił: { $reason }
online-not-seated = Jeszcze nie w grze: poczekaj na serwer.
online-no-opponent = Przyjaciel jeszcze nie dołączył.
online-not-your-turn = Teraz ruch: { $name }.
online-game-over = Gra się skończyła.
error-not-online = { $command } nie działa w grze w sieci: gra należy do serwera. help pokazuje polecenia, które działają.
error-online-only = { $command } jest do gry w sieci (morris online host albo morris online join).
online-no-question = Nie ma na co odpowiadać.
online-input-ended = Wejście się skończyło; opuszczasz grę.
online-error-unknown-code = żadna gra nie ma tego kodu
online-error-room-full = to zaproszenie zostało już użyte: pokój jest pełny
online-error-room-expired = pokój był nieużywany ponad dobę i został zamknięty
online-error-bad-token = serwer nie zna tego miejsca
online-error-version = serwer mówi inną wersją protokołu: zaktualizuj Morris
online-error-not-your-turn = ruch ma przyjaciel
online-error-stale = ten ruch był przeznaczony dla innej pozycji
online-error-game-over = gra się skończyła
online-error-nothing-to-take-back = nie masz ruchu do cofnięcia
online-error-not-away = przyjaciel nie jest nieobecny wystarczająco długo
online-error-no-request = nie ma takiej prośby albo jedna już czeka
online-error-too-fast = zbyt wiele wiadomości naraz
online-error-server = serwer nie mógł tego zapisać; spróbuj ponownie
online-error-too-many-rooms = z tego adresu utworzono zbyt wiele pokojów; spróbuj ponownie później
online-error-server-full = serwer ma już tyle pokojów, ile może utrzymać; spróbuj ponownie później
online-seat-kept = Gra zostaje otwarta na serwerze: morris online rejoin do niej wraca.
online-seat-waiting = Twoja gra przez sieć jest nadal otwarta: morris online rejoin do niej wraca.
online-seat-not-kept = Nie udało się zapamiętać miejsca do powrotu: { $reason }
online-no-seat = Na tym komputerze nie ma twojej otwartej gry przez sieć.
online-left = { $name } wychodzi.
solve-started-whole = Cała partia tych zasad jest rozwiązywana w tle, od pierwszego postawienia (kilka sekund); solve mówi, jak daleko jest.
solve-status-whole = Rozwiązywanie całej partii: { $percent } %.
solve-status-opening = Wszystkie pary są gotowe; przeszukiwanie fazy rozstawiania od pustej planszy.
solve-status-placings = Pusta plansza jest oceniona; ocenianie pozycji po dwóch pierwszych ruchach: { $percent } %.
solve-idle-whole-none = Żadna budowa nie trwa, a cała partia tych zasad nie jest jeszcze rozwiązana: solve 6 rozwiązuje ją, od pierwszego postawienia, w kilka sekund.
solve-idle-whole-built = Żadna budowa nie trwa; cała partia tych zasad jest rozwiązana: SI na poziomie 10, hint i analyze grają każdą jej pozycję bezbłędnie.
solve-ready-whole = Cała partia jest rozwiązana: SI na poziomie 10, hint i analyze grają ją teraz bezbłędnie.

# Trying the mistakes of a reviewed game again (review practice).
practice-none = W tej partii nie ma twoich błędów do powtórzenia.
practice-start = Ruchy do powtórzenia: { $count }. Wpisz lepszy ruch; answer (albo show me) go pokazuje, next pomija, stop kończy.
practice-position = { $number } { $turn } był: { $grade }. Znajdź lepszy ruch dla strony { $color }.
practice-prompt = Jeszcze raz { $index }/{ $count }, { $color }>
practice-right = Tak: { $turn } to { $grade }, { $value }.
practice-wrong = Nie to: { $turn } to { $grade }, { $value }. Spróbuj jeszcze raz albo wpisz answer.
practice-answer = Odpowiedź: { $best }, { $value }.
practice-over = Koniec ćwiczenia: znaleziono { $found } z { $count }.
practice-help = Wpisz ruch albo answer, next, show lub stop.

# Puzzles in the terminal (puzzle).
help-puzzle = zadania potwierdzone przez rozwiązaną grę: puzzle (następne, blisko twojego rankingu), puzzle daily, puzzle streak, puzzle rush 3 lub 5, puzzle theme NAZWA (puzzle themes je wypisuje), puzzle rules ZESTAW, puzzle hint, puzzle show (rozwiązanie), puzzle again, puzzle rating, puzzle stop (powrót do partii)
error-unknown-theme = Nie ma motywu zadań „{ $word }”: motywy to { $themes } lub any.
error-bad-rush = Szturm trwa 3 lub 5 minut, nie „{ $value }”.
puzzle-prompt = Zadanie, { $color }>
puzzle-prompt-streak = Seria { $solved }, { $color }>
puzzle-prompt-rush = Szturm { $left }, { $color }>
puzzle-repl-help = Wpisz ruch (przy biciu sam punkt) albo next, hint, answer, again, rating, themes, theme NAZWA, daily, streak, rush, show (plansza) lub stop (powrót do partii).
puzzle-try-again = Spróbuj jeszcze raz albo wpisz answer.
puzzle-what-next = Wpisz next, by dostać kolejne zadanie, albo stop, by wrócić do partii.
puzzle-stopped = Powrót do partii.
puzzle-nothing-shown = Nie jest pokazane żadne zadanie: wpisz puzzle, by je dostać.
puzzle-unknown-id = Żadne zadanie tego zbioru nie ma identyfikatora { $id }.
puzzle-history = { $count } { $count ->
    [one] oceniona próba
    [few] ocenione próby
   *[other] ocenionych prób
}; ostatnie rankingi: { $last }
puzzle-best-streak = Najlepsza seria: { $best }
puzzle-best-rush = Najlepszy szturm { $minutes }-minutowy: { $best }
puzzle-not-online = Nie w trakcie partii online: jej zegary nie czekają. Zadania po partii.
analysis-from-server = Dokładne wartości z serwera { $url }.
