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

outcome-win = Ganan las { $winner }: { $reason }
outcome-draw = Tablas: { $reason }

preset-nine = Nine Men's Morris (molino de nueve)
preset-nine-no-flying = Molino de nueve sin vuelo
preset-twelve = Twelve Men's Morris (molino de doce)
preset-seed-classic = Vuelan ambos, una pieza por molino
