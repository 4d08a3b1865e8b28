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
phase-placing-or-moving = coloca o mueve una pieza
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
termination-abandoned = el jugador se fue y no volvió
termination-three-in-a-row = tres en raya

preset-nine = Nine Men's Morris (molino de nueve)
preset-nine-no-flying = Molino de nueve sin vuelo
preset-twelve = Twelve Men's Morris (molino de doce)
preset-seed-classic = Molino (reglas españolas)
preset-lasker = Molino de Lasker
preset-one-time-mill = Molino ruso (cada molino una sola vez)
preset-nerenchi = Nerenchi
preset-morabaraba = Morabaraba
preset-cham-gonu = Cham Gonu (molino coreano)
preset-cheng-san-qi = Cheng San Qi (molino chino)
preset-da-san-qi = Da San Qi (molino chino)
preset-dooz = Dooz (molino persa)
preset-zhi-qi = Zhi Qi (molino chino)
preset-el-filja = El Filja (molino argelino)
preset-mul-mulan = Mul-Mulan (molino javanés)
preset-three = Tres en raya (molino de tres)
preset-six = Molino de seis

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
setup-other-board = la posición es del tablero de { $text } puntos, y estas reglas se juegan en el de { $rules }
setup-off-board = { $point } no es un punto de este tablero
setup-too-many = { $color } tiene más piezas de las que dan las reglas
setup-hands = las piezas en mano no cuadran con el turno
setup-counter = el contador de N jugadas debe ser 0 mientras queden piezas en mano
setup-turn = el número de turno empieza en 1

# The value of a move or position, as the hint and the analysis say it.
score-win = { $turns ->
    [one] gana en 1 turno
   *[other] gana en { $turns } turnos
}
score-loss = { $turns ->
    [one] pierde en 1 turno
   *[other] pierde en { $turns } turnos
}
score-chance = obtiene cerca del { $percent } % de los puntos
score-even = más o menos igualado
score-side-chance = { $color } obtiene cerca del { $percent } % de los puntos
score-draw = tablas con el mejor juego
value-perfect-win = gana con el mejor juego
value-perfect-loss = pierde con el mejor juego
value-may-draw = { $value }, salvo que la regla de N jugadas dé tablas antes
value-searched = { $value } (profundidad { $depth })
value-short-win = G{ $plies }
value-short-loss = P{ $plies }
value-short-won = G
value-short-lost = P
value-short-draw = =
value-short-chance = { $percent } %

reason-game-over = la partida ha terminado
reason-must-place = aún quedan piezas en la mano: coloca una en un punto vacío
reason-must-move = no quedan piezas en la mano: mueve una pieza, como d6-d5
reason-not-empty = { $point } no está vacío
reason-off-board = { $point } no es un punto de este tablero
reason-not-own-piece = en { $point } no hay ninguna pieza tuya
reason-not-adjacent = { $from } y { $to } no son vecinos
reason-missing-removal = { $count ->
    [one] cierra un molino: indica la pieza que retiras, como d6-d5xa7
   *[other] cierra molinos: indica las { $count } piezas que retiras, como d6xa7xg7
}
reason-no-mill = no cierra ningún molino, así que no retira nada
reason-too-many-removals = { $count ->
    [one] solo retira 1 pieza
   *[other] solo retira { $count } piezas
}
reason-not-opponent-piece = en { $point } no hay ninguna pieza del rival
reason-in-mill = { $point } está en un molino y el rival tiene piezas fuera de molinos
reason-all-in-mills = todas las piezas del rival están en molinos y estas reglas no permiten retirar ninguna
setup-memory = la posición recuerda molinos (spent:, last:) y estas reglas no recuerdan ninguno
setup-spent = los puntos gastados de { $color } deben ser molinos enteros
setup-marks = solo hay piezas marcadas con reglas que marcan, durante la colocación y en puntos sin pieza
setup-due = solo hay retiradas pendientes (due: u own-due:) con reglas que las piden, acabada la colocación, y el bando que mueve debe alguna
setup-bad-memory = los molinos recordados se escriben spent:PUNTOS/PUNTOS, last:DE-A/DE-A o marked:PUNTOS, cada uno una vez
reason-repeated-mill = la pieza de { $from } cerró un molino viniendo de { $to } en el último turno y no puede volver en seguida para cerrar otro
reason-removal-due = hay retiradas pendientes: retira { $count } pieza(s) sin colocar ni mover, como xa7
reason-no-removal-due = no hay ninguna retirada pendiente: coloca o mueve una pieza
reason-intervention = cae entre dos piezas del rival y se lleva { $points } por intervención
reason-other = las reglas lo prohíben
record-where = línea { $line }, columna { $column }: { $reason }
record-syntax-bad-tag = una etiqueta debe tener la forma [Nombre "valor"]
record-syntax-tag-after-moves = una etiqueta después de las jugadas (un registro contiene una sola partida)
record-syntax-open-comment = un comentario no se cierra nunca
record-syntax-open-variation = una variante no se cierra nunca
record-syntax-stray-bracket = un paréntesis de cierre sin el de apertura
record-syntax-bad-move = esto no es una jugada
record-syntax-stray-removal = una retirada sin jugada delante
record-syntax-after-result = texto después del resultado
record-unknown-variant = variante desconocida «{ $name }»
record-bad-position-text = la etiqueta FEN no es un texto de posición
record-bad-position = la posición FEN no puede darse con estas reglas
record-move-after-end = una jugada después del final de la partida
record-result-mismatch = el registro dice { $stated }, pero { $actual }
record-actual-end = las jugadas la terminan así: { $outcome }
record-actual-open = las jugadas no terminan la partida

record-unknown-rules = no hay reglas llamadas «{ $name }»
record-bad-value = la etiqueta { $option } tiene un valor que las reglas no conocen
record-illegal = { $mv } no es legal aquí: { $reason }

settings-moved-aside = No se pudo leer el archivo de ajustes; se apartó a { $file } y se usan los valores predeterminados.
settings-fields = Algunos ajustes no se pudieron leer y toman su valor predeterminado: { $fields }.
settings-unreadable = No se puede leer el archivo de ajustes ({ $reason }); se usan los valores predeterminados.

# The endgame databases of a pair of piece counts and of its mirror, solved together.
pair-and-mirror = { $pair } y { $other }
online-no-help = Esta sala se creó sin pista ni análisis.

# La revisión de una partida (issue 40): notas, líneas de jugadas, resúmenes.
review-grade-best = la mejor
review-grade-good = buena
review-grade-inaccuracy = imprecisión
review-grade-mistake = error
review-grade-blunder = error grave
review-searched = buscado
review-turn = { $number } { $turn }: { $grade }, { $value }
review-turn-worse = { $number } { $turn }: { $grade }, { $value }; la mejor era { $best }, { $before }
review-line = línea: { $line }
review-comment = { $grade }: { $value }; la mejor era { $best }, { $before }
review-summary = { $color }: precisión { $accuracy } %, { $inaccuracies } { $inaccuracies ->
    [one] imprecisión
   *[other] imprecisiones
}, { $mistakes } { $mistakes ->
    [one] error
   *[other] errores
}, { $blunders } { $blunders ->
    [one] error grave
   *[other] errores graves
}
review-key-moments = momentos clave (cambió el valor): { $turns }
review-nothing = Aún no hay jugadas que revisar.
review-progress = Revisando la jugada { $ply } de { $total }…
review-record-stops = A partir de aquí la partida no se puede jugar: { $reason }. Se revisan las jugadas anteriores.
# A position set up that is over already (the app's editor, the REPL's setup).
position-over = Esta posición ya está terminada ({ $outcome }): prepara una en la que se siga jugando para jugarla.
# Why a file could not be read or written (the app and the terminal).
io-not-found = no existe ese archivo o carpeta
io-denied = este usuario no puede usar ese archivo o carpeta
io-folder = eso es una carpeta, no un archivo
io-too-large = el archivo es demasiado grande para ser una partida
io-not-text = el archivo no es texto
io-full = el disco está lleno

# The end of a game in a sentence or two, naming the sides.
end-win = Ganan las { $winner }. { $reason }
end-draw = Tablas. { $reason }
end-fewer-than-three = { $loser } tienen menos de tres piezas.
end-no-legal-move = { $loser } no pueden mover.
end-full-board-lose = El tablero está lleno y { $loser } no pueden mover.
end-resignation = { $loser } abandonaron.
end-full-board-draw = El tablero está lleno.
end-repetition = La misma posición se dio por tercera vez.
end-n-move = { $n } jugadas cada uno sin quitar piezas.
end-agreement = Ambos jugadores lo acordaron.
end-time = A { $loser } se le acabó el tiempo.
end-time-draw = Se acabó el tiempo, pero el otro bando ya no podía ganar.

# Why an engine opponent stopped playing (after "cannot play").
engine-failure-start = no pudo arrancar: { $detail }
engine-failure-start-plain = no pudo arrancar
engine-failure-crashed = se detuvo: { $detail }
engine-failure-crashed-plain = se detuvo
engine-failure-timeout = sin respuesta en { $seconds } s
engine-failure-garbled = respondió «{ $answer }», que no es una jugada
engine-failure-illegal = jugó { $turn }, que las reglas prohíben
engine-failure-claimed = dijo que la partida había terminado («{ $answer }») y sigue

# Puzzles (issue 41): what to find, why a turn is wrong, the kinds and themes, the modes.
puzzle-kind-win = ganar
puzzle-kind-hold = aguantar
puzzle-kind-removal = captura
puzzle-theme-double-mill = doble molino
puzzle-theme-mill-opened-closed = molino abierto y cerrado
puzzle-theme-blockade = bloqueo
puzzle-theme-flying-endgame = final con vuelo
puzzle-theme-removal-choice = la elección de la captura
puzzle-theme-placing-trap = trampa al colocar
puzzle-theme-last-piece = la última pieza
puzzle-heading = Problema { $id } · { $kind } · valoración { $rating }{ $themes }
puzzle-task-win = Juegan { $color }: encuentra la única jugada que gana.
puzzle-task-win-on = Juegan { $color }: encuentra la victoria más corta.
puzzle-task-hold = Juegan { $color }: encuentra la única jugada que mantiene las tablas.
puzzle-task-removal = { $color } juegan { $turn } y cierran un molino: ¿qué pieza debe salir?
puzzle-wrong-lets-win-go = { $turn } deja escapar la victoria.
puzzle-wrong-loses = { $turn } pierde.
puzzle-wrong-lets-value-go = { $turn } deja escapar el valor: debe salir otra pieza.
puzzle-wrong-not-shortest = { $turn } no es la victoria más corta.
puzzle-wrong-other-turn = El problema pregunta qué pieza capturar después de { $given }.
puzzle-value-now = Ahora: { $value }.
puzzle-right = Correcto. La respuesta: { $reply }.
puzzle-solved = ¡Resuelto!
puzzle-solved-late = Resuelto, aunque no al primer intento.
puzzle-answer = La solución: { $turn }.
puzzle-hint = Pista: mira { $point }.
puzzle-rating = Valoración de problemas ({ $rules }): { $rating }
puzzle-rating-change = Valoración: { $before }, ahora { $after }.
puzzle-none = No queda ningún problema: se intentaron todos los de esta elección. Elige otro tema u otro modo.
puzzle-daily = El problema del día, { $date }.
puzzle-streak = Racha: { $solved } resueltos.
puzzle-rush = Contrarreloj: { $solved } resueltos, { $misses } de 3 fallos, quedan { $left }.
puzzle-streak-over = La racha termina: { $solved } resueltos (mejor { $best }).
puzzle-rush-over = La contrarreloj termina: { $solved } resueltos (mejor { $best }).
puzzle-new-best = ¡Nuevo récord!
puzzle-record-moved = Tu registro de problemas no se pudo leer; se apartó como { $path } y se empezó uno nuevo.
puzzle-record-unreadable = Tu registro de problemas no se pudo leer ({ $reason }); esta vez no se escribe nada de él.
puzzle-no-set = No hay problemas para { $rules }: hay problemas para { $have }.
