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
phase-flying = przeskocz pionkiem
phase-removing = zdejmij pionek

termination-fewer-than-three = mniej niż trzy pionki
termination-no-legal-move = brak dozwolonego ruchu
termination-full-board = plansza jest pełna
termination-repetition = ta sama pozycja trzy razy
termination-n-move = { $n } ruchów każdego gracza bez zdjęcia pionka
termination-resignation = poddanie się
termination-agreement = remis za zgodą

outcome-win = Wygrywają { $winner }: { $reason }
outcome-draw = Remis: { $reason }

preset-nine = Młynek (dziewięć pionków)
preset-nine-no-flying = Młynek bez skoków
preset-twelve = Młynek dwunastu pionków
preset-seed-classic = Obaj skaczą, zbicie za każdy młynek
