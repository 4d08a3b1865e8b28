# Compartido por el REPL y la interfaz gráfica.

color-white = Blancas
color-black = Negras

pieces-in-hand = { $count ->
    [one] { $count } pieza en la mano
   *[other] { $count } piezas en la mano
}
pieces-on-board = { $count ->
    [one] { $count } pieza en el tablero
   *[other] { $count } piezas en el tablero
}

phase-placing = coloca una pieza
phase-moving = mueve una pieza
phase-flying = vuela con una pieza
phase-removing = retira una pieza

termination-fewer-than-three = menos de tres piezas
termination-no-legal-move = ningún movimiento legal
termination-full-board = el tablero está lleno
termination-repetition = la misma posición tres veces
termination-n-move = { $n } movimientos cada uno sin retirar ninguna pieza
termination-resignation = abandono
termination-agreement = tablas acordadas
termination-time-forfeit = se acabó el tiempo

outcome-win = Ganan las { $winner }: { $reason }
outcome-draw = Tablas: { $reason }

preset-nine = Nine Men's Morris (molino de nueve)
preset-nine-no-flying = Molino de nueve sin vuelo
preset-twelve = Twelve Men's Morris (molino de doce)
preset-seed-classic = Vuelan ambos, una pieza por molino

# Position text that cannot be read or cannot stand, in both frontends.
setup-where = Esta no es una posición válida: { $reason } (columna { $column }). Un texto de posición es como .../.W./.../....B./.../.../... w 8 8 0 2.
setup-missing = falta { $field }
setup-rows = el tablero necesita siete filas de 3, 3, 3, 6, 3, 3 y 3 puntos separadas por /
setup-piece = «{ $piece }» no es una pieza: usa W, B o . para un punto vacío
setup-side = el turno es w o b
setup-number = { $field } no es un número posible
setup-removal-pending = en ella falta quitar una pieza: solo se puede preparar una posición entre dos turnos
field-board = el tablero
field-side = quién mueve
field-hand = las piezas en mano de { $color }
field-counter = el contador de N jugadas
field-turn = el número de turno
bad-position-why = Esta posición no puede darse con las reglas en juego: { $reason }.
setup-overlap = en { $point } hay piezas de los dos bandos
setup-too-many = { $color } tiene más piezas de las que dan las reglas
setup-hands = las piezas en mano no cuadran con el turno
setup-counter = el contador de N jugadas debe ser 0 mientras queden piezas en mano
setup-turn = el número de turno empieza en 1

# The value of a move or position, as the hint and the analysis say it.
score-win = gana en { $plies ->
    [one] 1 media jugada
   *[other] { $plies } medias jugadas
}
score-loss = pierde en { $plies ->
    [one] 1 media jugada
   *[other] { $plies } medias jugadas
}
score-heuristic = evaluación { $value } piezas
score-draw = tablas con el mejor juego
value-may-draw = { $value }, salvo que la regla de N jugadas dé tablas antes
value-searched = { $value } (profundidad { $depth })
value-short-win = G{ $plies }
value-short-loss = P{ $plies }
value-short-draw = =
