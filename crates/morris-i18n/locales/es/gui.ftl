# Mensajes de la aplicación de escritorio.

## Menús y botones

gui-menu-game = Partida
gui-menu-view = Ver
gui-new-game = Nueva partida…
gui-play-again = Jugar otra vez
gui-undo = Deshacer
gui-redo = Rehacer
gui-hint = Pista
gui-offer-draw = Ofrecer tablas
gui-resign = Abandonar
gui-accept-draw = Aceptar las tablas
gui-decline-draw = Rechazar
gui-open = Abrir o importar…
gui-save = Guardar…
gui-save-playok = Guardar para PlayOK…
gui-save-sanmill = Guardar para Sanmill…
gui-paste = Pegar una partida o posición…
gui-copy-record = Copiar la partida
gui-copy-position = Copiar la posición
gui-quit = Salir
gui-pause-ai = Pausar la IA
gui-resume-ai = Dejar jugar a la IA

## El menú Ver

gui-theme = Tema
gui-theme-system = Como el sistema
gui-theme-light = Claro
gui-theme-dark = Oscuro
gui-language = Idioma
gui-language-system = Como el sistema
gui-show-targets = Marcar adónde puede ir una pieza
gui-analysis = Mostrar el valor de cada jugada (A)
gui-analysis-button = Análisis
gui-animations = Animar las piezas
gui-ai-seconds = segundos por jugada en el nivel 10
gui-watch-seconds = segundos entre jugadas de dos IA

## Jugadores, lista de jugadas y entrada de jugadas

gui-player-human = Humano
gui-player-ai = IA nivel { $level }
gui-player-engine = Motor
gui-player-choose-engine = Motor…
gui-engine-command = Orden del motor
gui-engine-command-hint = El programa y sus argumentos, p. ej. /ruta/al/motor uci
gui-engine-empty = Escribe la orden que arranca el motor: el programa y sus argumentos.
gui-engine-quotes = La orden tiene unas comillas sin cerrar.
gui-engine-missing = No hay ningún programa «{ $program }»: da su ruta completa o ponlo en el PATH.
gui-engine-failed = El motor que juega con { $color } no puede jugar ({ $reason }): ahora juegas tú con { $color }.
gui-player-kind-ai = IA
gui-player-line = { $color }: { $player }
gui-hand = { $color }: { $pieces }
# A point of the board as a screen reader says it: its name, what stands
# on it, and whether a click may go there next.
gui-point = { $point }, { $what }
gui-point-target = { $point }, { $what }, destino legal
gui-point-value = { $label }: { $value }
gui-point-white = pieza blanca
gui-point-black = pieza negra
gui-point-empty = vacío
gui-moves = Jugadas
gui-moves-start = Inicio
gui-type-move = Escribe una jugada o un punto
gui-type-move-hint = { $examples }
gui-thinking = Las { $color } piensan
gui-thinking-depth = profundidad { $depth }
gui-analysis-depth = Análisis, profundidad { $depth }: en cada punto, la parte de los puntos que la jugada deja al lado que mueve
gui-analysis-exact = Análisis, exacto (bases de finales): W o L, victoria o derrota en tantos turnos; = tablas
gui-analysis-starting = Análisis: empezando
gui-analysis-best = Mejor: { $mv }, { $value }
gui-hint-thinking = Buscando una pista

## La línea de estado

gui-status-to-move = Juegan las { $color }: { $action }.
gui-status-selected = { $color }: elige adónde va la pieza de { $point }.
gui-status-remove = { $count ->
    [one] Las { $color } han cerrado un molino: retira una pieza del rival.
   *[other] Las { $color } han cerrado molinos: retira { $count } piezas del rival.
}
gui-status-ai-turn = Juegan las { $color } ({ $player }).
gui-status-ai-paused = Las { $color } (la IA) esperan: pulsa «Dejar jugar a la IA» para seguir.
gui-draw-offered = Las { $color } ofrecen tablas.
gui-draw-declined = La IA rechaza las tablas y sigue jugando.
gui-coin-result = La moneda ha hablado: { $player } juega con blancas.

## Por qué se rechaza un clic o una jugada escrita

gui-refused-game-over = La partida ha terminado: empieza otra o deshaz.
gui-refused-must-place = Aún tienes piezas en la mano: coloca una en un punto libre.
gui-refused-must-move = No te quedan piezas en la mano: mueve una de las tuyas por una línea.
gui-refused-not-empty = { $point } está ocupado: elige un punto libre.
gui-refused-off-board = { $point } no es un punto de este tablero.
gui-refused-not-own-piece = En { $point } no hay ninguna pieza tuya.
gui-refused-not-adjacent = { $from } y { $to } no son vecinos: una pieza se desliza por una línea hasta el punto siguiente.
gui-refused-missing-removal = { $count ->
    [one] Esto cierra un molino: indica también la pieza que retiras, como d6-d5xa7.
   *[other] Esto cierra molinos: indica también las { $count } piezas que retiras, como d6xa7xg7.
}
gui-refused-no-mill = Esto no cierra ningún molino, así que no retira nada.
gui-refused-too-many-removals = { $count ->
    [one] Esto solo retira 1 pieza.
   *[other] Esto solo retira { $count } piezas.
}
gui-refused-not-opponent-piece = En { $point } no hay ninguna pieza del rival: elige una de las suyas.
gui-refused-in-mill = La pieza de { $point } está en un molino: toma una que no lo esté mientras las haya.
gui-refused-all-in-mills = Todas las piezas del rival están en molinos, y estas reglas no permiten retirar ninguna entonces.
gui-refused-repeated-mill = La pieza de { $from } cerró un molino viniendo de { $to } en el último turno: no puede volver en seguida para cerrar otro.
gui-refused-other = Las reglas lo prohíben.
gui-refused-stuck = La pieza de { $point } no tiene adónde ir: elige otra.
gui-refused-choose-first = Elige primero una de tus piezas y luego el punto adonde va.
gui-refused-ai-to-move = Es el turno de la IA, no el tuyo.
gui-refused-notation = «{ $text }» no es una jugada: escribe jugadas como d6, d6-d5 o d6-d5xa7.
gui-refused-no-removal-due = Ninguna jugada espera una captura: la captura sigue a la jugada que cierra un molino, como d6-d5xa7.

## Pistas

gui-hint-text = Pista: { $mv } ({ $value })
gui-hint-exact = Pista: { $mv } (exacto: { $value })
gui-hint-server = Pista: { $mv } (exacto, del servidor: { $value })
gui-tablebase = Juego perfecto desde un servidor
gui-tablebase-explain = Un servidor que resolvió el juego (morris serve con las bases de datos) puede indicar a la pista y al nivel 10 la jugada perfecta donde las bases de datos de aquí no llegan. Sin respuesta a tiempo, decide la búsqueda.
gui-tablebase-address = Dirección del servidor (vacía: ninguno)
gui-tablebase-bad = «{ $address }» no es una dirección de servidor: indica http://HOST:PUERTO.
gui-tablebase-away = El servidor de tablas no puede ayudar ahora ({ $reason }): mientras, decide la búsqueda.
gui-score-draw = tablas
gui-ai-played = { $color } jugó { $mv }.
gui-ai-took = { $color } jugó { $mv }, cerró un molino y quitó { $points }.

## Archivos y portapapeles

gui-open-title = Abrir una partida
gui-save-title = Guardar la partida
gui-file-filter = Partidas
gui-saved = Guardado en { $file }.
gui-save-failed = No se puede guardar { $file }: { $reason }
gui-read-failed = No se puede leer { $file }: { $reason }
gui-opened = { $count ->
    [one] Abierto { $file }: 1 jugada.
   *[other] Abierto { $file }: { $count } jugadas.
}
gui-opened-position = La partida sigue desde la posición pegada.
gui-open-failed = No se puede abrir { $file }: { $reason }
gui-pasted-text = el texto pegado
gui-keep-failed = No se puede guardar la partida para la próxima vez: { $reason }
gui-copied-record = La partida está en el portapapeles.
gui-copied-position = El texto de la posición está en el portapapeles.
gui-paste-title = Pegar una partida o una posición
gui-paste-explain = Pega una partida, de este u otro programa de molino, o el texto de una posición, y ábrela.
gui-paste-text = Partida o posición
gui-paste-open = Abrir
gui-cancel = Cancelar

## Partidas que no se pueden abrir


## El diálogo de nueva partida

gui-new-game-title = Nueva partida
gui-rules = Reglas
gui-preset = Variante
gui-preset-changed = { $preset } (modificada)
gui-option-pieces = Piezas por jugador
gui-option-diagonals = Líneas diagonales
gui-option-flying = Volar con tres piezas
gui-flying-on = vuela quien tiene tres piezas
gui-flying-off = nadie vuela
gui-flying-both = vuelan ambos cuando uno tiene tres
gui-option-all-in-mills = Si todas las piezas están en molinos
gui-all-in-mills-any = se puede retirar cualquiera
gui-all-in-mills-none = no se retira nada
gui-option-removals = Cerrar dos molinos a la vez
gui-removals-one = retira una pieza
gui-removals-per-mill = retira una pieza por molino
gui-option-first = Empiezan
gui-option-repetition = Tablas por triple repetición
gui-option-n-move = Tablas tras tantas jugadas de cada uno sin retirar (0: nunca)
gui-option-full-board = Un tablero lleno
gui-full-board-draw = son tablas
gui-full-board-lose = pierde quien tiene el turno
gui-full-board-first-loses = pierde el primer jugador
gui-full-board-side-removes = hace quitar una pieza a quien mueve primero
gui-full-board-first-then-second = hace quitar una pieza al primero y luego al segundo
gui-full-board-second-then-first = hace quitar una pieza al segundo y luego al primero
gui-more-rules = Más reglas
gui-more-rules-set = Más reglas (activas: { $count })
gui-option-moves-in-placing = Mover en vez de colocar mientras quedan piezas en la mano
gui-option-one-time-mills = Un molino quita solo la primera vez
gui-option-remove-from-mills = Siempre se pueden quitar piezas de los molinos
gui-option-defender-first = El segundo jugador mueve primero tras colocar
gui-option-restrict-repeated-mills = No cerrar otra vez un molino volviendo atrás
gui-option-endgame-n-move = Con tres piezas, tablas tras tantas jugadas de cada uno sin quitar (0: nunca)
gui-option-placing-mills = Un molino cerrado al colocar
gui-placing-mills-remove = quita una pieza en el acto
gui-placing-mills-mark = marca una pieza, que sale al acabar de colocar
gui-placing-mills-from-hand = quita una pieza de la mano del rival
gui-placing-mills-mill-counts = cuenta al acabar de colocar
gui-option-intervention = Captura por intervención
gui-where-nine = El clásico, jugado en todo el mundo y en sus torneos.
gui-where-nine-no-flying = Como lo juegan muchas familias: con tres piezas solo se desliza.
gui-where-twelve = Doce piezas y las diagonales, como se juega en Inglaterra y en África.
gui-where-seed-classic = El texto de reglas español con el que empezó este programa: ambos vuelan con tres piezas, cada molino quita una pieza y las piezas en molino nunca se quitan.
gui-where-lasker = La variante de Emanuel Lasker: diez piezas, y mover mientras se coloca.
gui-where-one-time-mill = Se juega en Rusia: un molino quita una sola vez.
gui-where-nerenchi = El juego de Sri Lanka: tras colocar mueve primero el segundo.
gui-where-morabaraba = El juego del sur de África, con reses como piezas.
gui-where-cham-gonu = El juego de Corea: los molinos al colocar marcan una pieza.
gui-where-cheng-san-qi = Se juega en China con nueve piezas y retiradas marcadas.
gui-where-da-san-qi = Se juega en China: con el tablero lleno pierde el primer jugador.
gui-where-dooz = El juego de Irán: un molino al colocar quita de la mano.
gui-where-zhi-qi = Se juega en China: con el tablero lleno quitan los dos bandos.
gui-where-el-filja = Se juega en Argelia y Marruecos: los molinos se cuentan al acabar de colocar.
gui-where-mul-mulan = Se juega en Indonesia: captura por intervención.
gui-option-board = Tablero
gui-board-24 = tres cuadrados, 24 puntos
gui-board-16 = dos cuadrados, 16 puntos
gui-board-9 = 3 por 3, 9 puntos
gui-where-three = El primer juego de molino que aprenden los niños, jugado desde la Antigüedad.
gui-where-six = Se jugaba en la Europa medieval; el juego entre el de tres y el de nueve.
gui-players = Jugadores
gui-level = nivel
gui-level-line = { $color }, nivel { $level }: { $about }
gui-level-about = { $kind ->
    [beginner] un principiante; mira una jugada adelante, a menudo no ve molinos.
    [casual] un jugador ocasional; dos jugadas adelante, a veces no ve un molino.
    [club] un jugador de club; de tres a cinco jugadas adelante, rara vez se descuida.
    [strong] un jugador fuerte; calcula a fondo, nunca se descuida.
   *[full] máxima fuerza; perfecto al final con las bases de finales.
}
gui-coin-toss = Echar a suertes los colores
gui-swap-colours = Cambiar de color en cada partida siguiente
gui-clock = Reloj
gui-clock-none = Sin reloj
gui-clock-game = { $minutes } min + { $increment } s
gui-clock-turn = { $seconds } s por jugada
gui-clock-of = Reloj de { $color }: { $time }
gui-start = Empezar la partida

## Questions before a game ends, and its announcement
gui-confirm-title = Hay una partida en curso
gui-confirm-yes = Sí, adelante
gui-confirm-new = ¿Empezar una partida nueva? La partida en curso termina.
gui-confirm-open = ¿Abrir otra partida? La partida en curso termina.
gui-confirm-resign = ¿Abandonar esta partida?
gui-confirm-quit = ¿Salir? La partida en curso se guarda y se ofrece al volver.
gui-confirm-quit-unkept = ¿Salir? La partida en curso no se pudo guardar ({ $reason }) y se perderá si no la guardas antes (Partida: Guardar…).
gui-game-over-title = La partida ha terminado
gui-review = Repasar la partida
gui-review-title = Repaso de la partida
gui-review-close = Cerrar el repaso
gui-review-turn-hint = Muestra la posición antes de esta jugada, tal como la vio el jugador.
gui-review-graph = Puntuación esperada de las blancas tras cada jugada (haz clic para ir allí)
gui-review-exact = exacto
gui-practice = Aprende de tus errores
gui-practice-hint = Te lleva de nuevo antes de cada uno de tus errores de esta partida, para buscar una jugada mejor. La partida espera tal como está.
gui-practice-online = No mientras sigue la partida en línea.
gui-practice-count = Error { $index } de { $count }
gui-practice-preparing = Preparando tus errores…
gui-practice-grading = Calificando { $turn }…
gui-practice-wrong = Esa no: { $turn } es { $grade }, { $value }. Prueba otra vez, o pulsa Muéstramelo.
gui-practice-show = Muéstramelo
gui-practice-skip = Saltar
gui-practice-back = Volver a la partida
gui-practice-failed = La calificación terminó sin respuesta: la práctica ha terminado.

## Position text that cannot be read or cannot stand

## Without a file chooser
gui-no-file-chooser = No hay selector de archivos en este sistema (necesita el portal de escritorio o zenity). Escribe la ruta del archivo.
gui-file-path = Archivo
gui-file-open-button = Abrir
gui-file-save-button = Guardar

## The help window: the rules of the variant in play, and the controls
gui-menu-help = Ayuda
gui-help-rules = Cómo se juega
gui-close = Cerrar
gui-help-title = Cómo se juega: { $variant }
gui-help-goal = Cada jugador tiene { $pieces } piezas. Deja a tu rival con dos piezas o sin jugada posible.
gui-help-placing = Primero los jugadores colocan por turnos sus piezas en puntos vacíos.
gui-help-moving = Cuando todas están colocadas, en cada turno se mueve una pieza propia por una línea a un punto vecino vacío.
gui-help-flying-on = Quien se queda con tres piezas vuela: su pieza puede ir a cualquier punto vacío.
gui-help-flying-off = Nadie vuela: con tres piezas se sigue moviendo por las líneas.
gui-help-flying-both = En cuanto uno de los jugadores se queda con tres piezas, vuelan los dos: una pieza puede ir a cualquier punto vacío.
gui-help-mill = Tres piezas propias en una línea forman un molino. Al cerrarlo, quitas una pieza del rival que no esté en un molino.
gui-help-three-in-a-row = Tres piezas propias en línea ganan en el acto: en este juego no se quita nada.
gui-help-per-mill = Cerrar dos molinos a la vez quita dos piezas, una tras otra.
gui-help-all-in-mills-any = Si todas las piezas del rival están en molinos, puedes quitar cualquiera.
gui-help-all-in-mills-none = Si todas las piezas del rival están en molinos, no quitas ninguna.
gui-help-diagonals = Las líneas diagonales unen las esquinas de los cuadrados: también se mueve y se forman molinos por ellas.
gui-help-repetition = La partida es tablas cuando la misma posición se da por tercera vez.
gui-help-n-move = La partida es tablas tras { $n } jugadas de cada uno sin quitar piezas.
gui-help-full-board-draw = Si el tablero se llena al colocar, la partida es tablas.
gui-help-full-board-lose = Si el tablero se llena al colocar, pierde el jugador que mueve.
gui-help-moves-in-placing = Mientras te queden piezas en la mano, puedes mover una pieza del tablero en vez de colocar.
gui-help-one-time-mills = Un molino quita una pieza solo la primera vez que ocupa sus tres puntos: abierto y cerrado de nuevo, no quita nada.
gui-help-remove-from-mills = Las piezas que están en molinos se pueden quitar como cualquier otra.
gui-help-defender-first = Cuando todas las piezas están colocadas, mueve primero el segundo jugador.
gui-help-restrict-repeated-mills = Una pieza que acaba de cerrar un molino no puede volver en seguida a su punto de antes para cerrar otro molino.
gui-help-endgame-n-move = Cuando a un bando le quedan tres piezas, la partida es tablas tras { $n } jugadas de cada uno sin quitar piezas.
gui-help-placing-mark = Un molino cerrado al colocar marca una pieza del rival en vez de quitarla: nadie puede colocar en ella, no cuenta para ningún molino, y todas las piezas marcadas salen del tablero al acabar de colocar.
gui-help-placing-from-hand = Un molino cerrado al colocar quita una pieza de la mano del rival (del tablero cuando su mano está vacía), y luego mueve el rival.
gui-help-placing-mill-counts = Los molinos cerrados al colocar no quitan nada en el acto. Al acabar de colocar, los molinos del tablero deciden cuántas piezas quita cada bando, primero el primer jugador; si no hay ningún molino, cada bando quita una pieza propia.
gui-help-intervention = Una pieza colocada o movida entre dos piezas del rival en una misma línea se lleva las dos.
gui-help-full-board-first-loses = Si el tablero se llena al colocar, pierde el primer jugador.
gui-help-full-board-side-removes = Si el tablero se llena al colocar, quien mueve primero quita una pieza del otro, y luego mueve el otro.
gui-help-full-board-first-then-second = Si el tablero se llena al colocar, el primer jugador quita una pieza del segundo, luego el segundo una del primero, y mueve el primero.
gui-help-full-board-second-then-first = Si el tablero se llena al colocar, el segundo jugador quita una pieza del primero, luego el primero una del segundo, y mueve el segundo.
gui-help-controls-title = Controles
gui-help-controls = Haz clic en un punto para colocar una pieza; haz clic en una de tus piezas y luego en un punto para moverla, o arrástrala. Tras un molino, haz clic en la pieza que quitas. Con el teclado, ve de punto en punto con las flechas y pulsa Intro, o escribe una jugada como d6, d6-d5 o d6-d5xa7.
gui-help-keys = Ctrl+Z deshace una jugada y Ctrl+Y la rehace, H pide una pista, A muestra el valor de cada jugada, Escape descarta una jugada a medias; sin nada seleccionado, las flechas, Inicio y Fin recorren las jugadas. B pone el cursor del teclado en el tablero; mientras una jugada está a medias, las flechas solo mueven ese cursor.
gui-help-clocks = Con reloj, corre el del bando que mueve, y quien se queda sin tiempo pierde. Deshacer anula una derrota por tiempo: los relojes vuelven a marcar lo que marcaban al empezar ese turno. Mientras hay un diálogo abierto la partida espera: los relojes se paran y la IA no mueve (en una partida en línea los relojes del servidor siguen).
gui-help-values = Valores: el juicio de una búsqueda se lee como la parte de los puntos que un lado puede esperar desde aquí (una victoria cuenta entera, unas tablas la mitad), como acabaron las partidas de la propia IA desde posiciones así: «Blancas obtiene cerca del 62 % de los puntos». Los valores exactos de las bases de datos de finales se leen como victoria o derrota en tantos turnos, o tablas. Un turno es la jugada de un jugador: ganar en 7 turnos son cuatro del ganador y tres del otro.

gui-databases = Bases de finales…
gui-databases-title = Bases de finales
gui-databases-intro = Con las bases de finales, el nivel 10, la pista y el análisis juegan perfectamente los finales de { $variant } y dicen exactamente quién gana y en cuántos turnos. Se construyen en este ordenador, en segundo plano mientras juegas; una construcción detenida sigue desde donde estaba la próxima vez.
gui-databases-extent = Hasta { $pieces } piezas en total: { $size }, unos { $time }
gui-databases-built = { $extent } (construida)
gui-databases-measured = Tamaños y tiempos para el molino de nueve piezas en un ordenador de dos núcleos; otras reglas y ordenadores varían.
gui-databases-measured-here = Tiempos según el ritmo de este ordenador en su última construcción; tamaños para el molino de nueve piezas.
gui-databases-building = Construyendo las bases de finales hasta { $pieces } piezas
gui-databases-progress = { $pairs }: { $percent } %
gui-databases-progress-left = { $pairs }: { $percent } % del total, quedan unos { $left }
gui-databases-starting = Empezando
gui-databases-opening = Todos los pares están construidos; ahora se busca la fase de colocación desde el tablero vacío, para valorar al instante las primeras colocaciones
gui-databases-placings = El tablero vacío está valorado; ahora las posiciones tras las dos primeras colocaciones, para valorar al instante las primeras jugadas de una partida: { $percent } %
gui-databases-build = Construir
gui-databases-cancel = Detener la construcción
gui-databases-keep = Cerrar (sigue construyendo)
gui-databases-stop = Detener
gui-databases-ready = Las bases de finales hasta { $pieces } piezas están listas: el nivel 10, la pista y el análisis ya las usan.
gui-databases-cancelled = Construcción detenida. Lo terminado se conserva; la próxima construcción sigue desde ahí.
gui-databases-failed = No se pudieron construir las bases de finales: { $reason }
gui-databases-no-dir = No hay un directorio de datos donde guardarlas, así que aquí no se pueden construir.
gui-megabytes = { $size } MB
gui-gigabytes = { $size } GB
gui-seconds = { $seconds } s
gui-minutes = { $minutes } min
gui-hours = { $hours } h

gui-editor-open = Preparar una posición…
gui-editor-title = Preparar una posición
gui-editor-help = Haz clic en un punto para poner allí una pieza del bando elegido (otro clic la quita), o arrastra una pieza. Las reglas son las de la partida: elígelas antes en Nueva partida.
gui-editor-brush = Un clic pone
gui-editor-erase = Nada (quita)
gui-editor-hand = { $color }: piezas en mano
gui-editor-to-move = Juegan
gui-editor-valid = La posición es posible con estas reglas.
gui-editor-play = Jugar desde aquí
gui-editor-analyse = Analizar
gui-editor-clear = Tablero vacío
gui-editor-status = Preparando una posición: la partida espera hasta que juegues desde ella o canceles.
gui-kept-elsewhere = Otra ventana de Morris guarda aquí su partida sin terminar; esta guarda la suya en { $file }.
gui-kept-other = Otra partida sin terminar está guardada en { $file }: Partida → Abrir o importar… la continúa.
gui-database-refused = Una base de datos de finales no se usa ({ $reason }): vuelve a construirla en Partida: Bases de finales…

## Online games
gui-play-online = Jugar en línea…
gui-leave-online = Salir de la partida en línea
gui-online-title = Jugar en línea
gui-online-host-tab = Crear una partida
gui-online-join-tab = Unirse a una partida
gui-online-name = Tu nombre (tu amigo lo ve)
gui-online-code = Código o enlace de invitación
gui-online-join-server = Un enlace indica su servidor; con un código solo, se usa el servidor de abajo.
gui-online-server = Servidor (host:puerto)
gui-online-color = Tu color
gui-online-color-random = A cara o cruz
gui-online-help = Ambos jugadores pueden usar la pista y el análisis
gui-online-host = Crear
gui-online-join = Unirse
gui-online-kept = Una partida en línea tuya sigue abierta en { $server }.
gui-online-rejoin = Volver a ella
gui-online-forget = Olvidarla
gui-online-rejoin-question = Una partida en línea tuya sigue abierta en { $server }. ¿Volver a ella ahora? («Jugar en línea…» también lo ofrece después.)
gui-online-no-seat = Ya no tienes ninguna partida en línea abierta.
gui-online-need-name = Escribe primero tu nombre: tu amigo lo ve.
gui-online-need-code = Pega el código o enlace de invitación que te envió tu amigo.
gui-online-heading = Partida en línea
gui-online-connecting = Conectando con { $server }…
gui-online-waiting = Esperando a que tu amigo se una…
gui-online-invite = Envía a tu amigo el enlace de invitación, o el código:
gui-online-code-label = Código de invitación
gui-online-link-label = Enlace de invitación
gui-online-copy = Copiar
gui-online-copied = Copiado al portapapeles.
gui-online-friend = tu amigo
gui-online-you = { $name } (tú)
gui-online-connected = { $name } está conectado.
gui-online-unsent = Tu jugada { $mv } se enviará cuando vuelva la conexión.
gui-online-away = { $name } lleva { $time } desconectado.
gui-online-went-away = { $name } se ha desconectado; la partida lo espera.
gui-online-claim = Reclamar la victoria
gui-online-claim-in = Puedes reclamar la victoria si sigue ausente { $time } más.
gui-online-draw-asked = { $name } ofrece tablas.
gui-online-takeback-asked = { $name } pide deshacer su última jugada.
gui-online-rematch-asked = { $name } pide la revancha con los colores cambiados.
gui-online-accept = Aceptar
gui-online-decline = Rechazar
gui-online-waiting-answer = Esperando la respuesta de { $name }…
gui-online-take-back = Deshacer
gui-online-rematch = Revancha
gui-online-leave = Salir
gui-online-friend-turn = Le toca a { $name } ({ $color }).
gui-online-left-open = Has salido de la partida en línea. Sigue abierta en el servidor: «Jugar en línea…» vuelve a ella.
gui-online-leave-first = Es una partida en línea: sal de ella primero (Partida: Salir de la partida en línea).
gui-refused-friend-to-move = Le toca a tu amigo, o aún no se ha unido.
gui-databases-whole = La partida entera, desde la primera colocación (juego perfecto en cada fase): { $size }, unos { $time }
gui-databases-building-whole = Resolviendo la partida entera
gui-databases-ready-whole = La partida entera está resuelta: el nivel 10, la pista y el análisis la juegan ahora a la perfección.
gui-databases-not-covered = Estas reglas no tienen bases: una posición necesitaría más que sus piezas para ser valorada (piezas marcadas, molinos gastados o recordados, capturas en molinos o por intervención). El nivel 10 busca en su lugar.

# The modifier keys as the keyboard names them, in the menus' shortcuts.
gui-key-ctrl = Ctrl
gui-key-shift = Mayús
gui-key-alt = Alt

# Puzzles (issue 41).
gui-menu-puzzles = Problemas
gui-puzzles-rated = Problemas cerca de mi valoración
gui-puzzles-daily = Problema del día
gui-puzzles-streak = Racha de problemas
gui-puzzles-rush-3 = Contrarreloj de problemas, 3 minutos
gui-puzzles-rush-5 = Contrarreloj de problemas, 5 minutos
gui-puzzles = Problemas
gui-puzzle-rated = Valorados
gui-puzzle-daily = Del día
gui-puzzle-streak = Racha
gui-puzzle-rush-3 = Contrarreloj 3 min
gui-puzzle-rush-5 = Contrarreloj 5 min
gui-puzzle-hint = Dónde mirar
gui-puzzle-answer = Ver la solución
gui-puzzle-again = Otra vez
gui-puzzle-next = Siguiente problema
gui-puzzle-any-theme = cualquier tema
gui-puzzle-rating-line = valoración
gui-puzzle-best-streak = mejor racha { $best }
gui-puzzle-best-rush = mejor contrarreloj de { $minutes } min { $best }
gui-puzzle-rules = Reglas
gui-puzzle-theme = Tema
gui-analysis-exact-server = Análisis, exacto (el servidor de tablebase): W o L, victoria o derrota en tantos turnos; = tablas
