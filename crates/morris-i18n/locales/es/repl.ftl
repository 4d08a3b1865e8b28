# Mensajes del juego en el terminal.

## Saludo y partida guardada

welcome = Morris { $version }: { $rules }. { $sides }
    Escribe una jugada ({ $examples }) o una orden; help las enumera, Tab completa.
resume-ask = { $count ->
    [one] Se guardó una partida sin terminar de { $rules } (1 jugada). ¿Continuarla? [S/n]
   *[other] Se guardó una partida sin terminar de { $rules } ({ $count } jugadas). ¿Continuarla? [S/n]
}
# Las respuestas que significan sí, en minúsculas, separadas por espacios.
yes-answers = s si sí y yes
resumed = { $count ->
    [one] Continúa la partida sin terminar: 1 jugada, { $rules }.
   *[other] Continúa la partida sin terminar: { $count } jugadas, { $rules }.
}
resume-none = No hay ninguna partida sin terminar; empieza una nueva.
resume-set-aside = La partida sin terminar se ha apartado en { $file }, sin borrarla: load { $file } la continúa.
kept-unreadable = La partida guardada no se puede leer ({ $reason }); se ha apartado en { $file }.
kept-elsewhere = Otro programa Morris guarda aquí su partida sin terminar; este guarda la suya en { $file }.
kept-other = Otra partida sin terminar está guardada en { $file }: load { $file } la continúa.
kept-nowhere = Otros programas Morris ocupan aquí todos los archivos de partidas guardadas: esta partida no se guarda.
kept-not-moved = La partida guardada { $file } no se pudo apartar ({ $reason }); queda donde está.
kept-no-moves = el registro no tiene jugadas
kept-on-quit = La partida sin terminar queda guardada: se te ofrecerá al volver a empezar.
not-kept-on-quit = No se pudo guardar la partida sin terminar ({ $reason }): guárdala con save ARCHIVO antes de salir, o se perderá.
save-before-quit = ¿Guardarla en un archivo? Escribe su nombre, o pulsa Enter para salir sin ella:
interrupt-hint = La partida sigue. Para salir, pulsa Ctrl-D o escribe quit.
stopped = Detenida: la IA juega la mejor jugada que ha encontrado.
typed-ahead = Una jugada escrita mientras la IA pensaba no se ha jugado: mira primero su jugada. Las órdenes escritas entretanto se ejecutan ahora.
paused = La IA espera: escribe ai para que juegue.

## Jugadores y tablero

player-human = persona
player-ai = IA de nivel { $level }
player-engine = motor
engine-failed = El motor que juega con { $color } no puede jugar ({ $reason }): desde ahora juega una persona con { $color } y la partida sigue.
player-label = { $color } ({ $player })
sides = { $white }, { $black }.
view-player = { $player }: { $hand }, { $board }
view-clock = , reloj { $time }
flag-fall = A { $color } se le acabó el tiempo. { $outcome }
clock-none = Sin relojes (ponlos con clock 5+3 o clock 30s).
clock-times = Relojes ({ $control }): Blancas { $white }, Negras { $black }
help-clock = muestra los relojes o los pone en marcha: clock 5+3 (minutos + segundos por jugada), clock 30s, clock none
help-solve = construye las bases de finales en segundo plano mientras juegas: solve 8 (piezas en total) o solve 4-3 (un par y los pares que necesita), solve para ver cómo va, solve stop
solve-started = Construyendo las bases de finales hasta { $pieces } piezas en segundo plano; sigue jugando. solve muestra cómo va, solve stop la detiene.
solve-status = Construyendo hasta { $pieces } piezas: { $pairs } { $percent } %, { $done } pares hechos.
solve-starting = Construyendo hasta { $pieces } piezas: empezando.
solve-idle = No hay ninguna construcción en marcha.
solve-idle-none = No hay ninguna construcción en curso, y aún no hay bases de finales: solve { $next } las construye hasta { $next } piezas.
solve-idle-built = No hay ninguna construcción en curso; las bases de finales hasta { $pieces } piezas están construidas (solve { $next } construye más).
solve-idle-all = No hay ninguna construcción en curso; las bases de finales hasta { $pieces } piezas, hasta donde llega solve, están construidas.
solve-stopping = Deteniendo la construcción; lo terminado se conserva.
solve-busy = Hay una construcción hasta { $pieces } piezas en marcha (solve stop la detiene).
solve-no-dir = No hay un directorio de datos donde guardar las bases.
solve-ready = Las bases de finales hasta { $pieces } piezas están listas: la IA, la pista y analyze ya las usan.
solve-started-pair = Construyendo las bases de finales de { $pairs } (y antes los pares que necesitan) en segundo plano; sigue jugando. solve muestra cómo va, solve stop la detiene.
solve-status-pair = Construyendo { $target }: { $pairs } { $percent } %, { $done } pares hechos.
solve-starting-pair = Construyendo { $target }: empezando.
solve-busy-pair = Hay una construcción de { $pairs } en marcha (solve stop la detiene).
solve-ready-pair = Las bases de finales de { $pairs } están listas: la IA, la pista y analyze ya las usan.
solve-bad-pair = Las reglas en juego no tienen el par { $pair }: cada bando tiene de 3 a { $max } piezas.
solve-stopped = La construcción se detuvo; lo terminado se conserva y el próximo solve sigue desde ahí.
solve-failed = No se pudieron construir las bases de finales: { $reason }
error-bad-solve = «{ $value }» no es un número de piezas (de 6 a 24), ni un par como 4-3 (de 3 a 12 piezas por bando), ni stop.
error-bad-clock = «{ $value }» no es un control de tiempo (none, 5+3, 30s).
view-last-move = Última jugada: { $mv }
view-to-move = Juegan las { $color }: { $action }
prompt-remove = { $color }, ¿qué pieza retiras?
thinking = { $player } pensando: profundidad { $depth }, { $seconds } s
thinking-start = { $player } pensando: { $seconds } s
thinking-hint = Buscando una pista: profundidad { $depth }, { $seconds } s
thinking-analysis = Analizando: profundidad { $depth }, { $seconds } s

## Respuestas

move-played = { $player }: { $mv }
ask-removal = { $mv } cierra un molino: ¿qué pieza retiras? ({ $points })
ask-removal-another = ¿Y qué otra pieza? ({ $points })
pending-cancelled = { $mv } no se ha jugado: le faltaba la pieza que retira.
removals-list = Piezas que puedes retirar: { $points }
moves-list = { $count ->
    [one] 1 jugada legal:
   *[other] { $count } jugadas legales:
}
undo-done = Deshecho: { $moves }.
redo-done = Rehecho: { $moves }.
hint = Pista: { $mv } ({ $value })
hint-exact = Pista: { $mv } (valor exacto: { $value })
hint-server = Pista: { $mv } (valor exacto del servidor: { $value })
tablebase-away = El servidor de tablas no puede ayudar ahora ({ $reason }): mientras, decide la búsqueda.
analysis-summary-searched = { $total ->
    [one] Mejor jugada { $mv }: { $value }; { $weighed } de 1 jugada valorada, buscada hasta profundidad { $depth }.
   *[other] Mejor jugada { $mv }: { $value }; { $weighed } de { $total } jugadas valoradas, cada una buscada hasta profundidad { $depth }.
}
analysis-summary-exact = { $total ->
    [one] Mejor jugada { $mv }: { $value }, exacto (bases de finales); { $weighed } de 1 jugada valorada.
   *[other] Mejor jugada { $mv }: { $value }, exacto (bases de finales); { $weighed } de { $total } jugadas valoradas.
}
analysis-more = { $count ->
    [one] 1 jugada más: analyze all las muestra todas.
   *[other] { $count } jugadas más: analyze all las muestra todas.
}
analysis-none = Ninguna jugada tiene valor todavía.
level-now = Nivel de la IA: { $level }
level-now-timed = Nivel de la IA: { $level }. El nivel 10 piensa { $seconds } s por jugada (el ajuste de la aplicación, o --movetime).
level-set = Nivel de la IA cambiado a { $level }.
new-game = Nueva partida: { $rules }. { $sides }
setup-done = Posición preparada: { $rules }. { $sides }
replace-ask = { $count ->
    [one] ¿Reemplazar la partida en curso (1 jugada, sin guardar)? [s/N]
   *[other] ¿Reemplazar la partida en curso ({ $count } jugadas, sin guardar)? [s/N]
}
replace-declined = Nada ha cambiado: la partida en curso sigue.
set-done = { $option } = { $value }. Reglas: { $rules }
set-next-game = { $option } = { $value } desde la próxima partida (escribe new); esta sigue con { $rules }.
rules-title = Reglas: { $rules }
rules-next = La próxima partida: { $rules }
rules-preset-new = Para jugarlo: new { $preset }
history-empty = Todavía no hay jugadas.
saved = Partida guardada en { $file }.
loaded = { $count ->
    [one] Cargado { $file }: 1 jugada, { $rules }.
   *[other] Cargado { $file }: { $count } jugadas, { $rules }.
}
draw-declined = { $player } rechazan las tablas.

## Opciones de las reglas y sus valores

option-pieces = piezas por jugador
option-diagonals = las cuatro líneas diagonales
option-flying = volar con tres piezas
option-all-in-mills = retirar cuando todas las piezas están en molinos
option-removals = piezas retiradas al cerrar dos molinos a la vez
option-first = quién empieza
option-repetition = tablas cuando una posición se da por tercera vez
option-n-move = tablas tras N jugadas de cada uno sin retirar (0: nunca)
option-full-board = qué significa un tablero lleno
option-moves-in-placing = mover una pieza en vez de colocar mientras quedan piezas en la mano
option-one-time-mills = un molino solo captura la primera vez que se forma
option-remove-from-mills = las piezas en molinos siempre se pueden retirar
option-defender-first = el segundo jugador mueve primero al acabar la colocación
option-restrict-repeated-mills = no devolver en seguida la pieza que cerró un molino para cerrar otro
option-endgame-n-move = tablas tras N movimientos de cada uno sin retirar mientras un bando tiene tres piezas (0: nunca)
option-placing-mills = qué hace un molino cerrado al colocar con la pieza que toma
option-board = el tablero por sus puntos: tres cuadrados (24), dos (16) o 3 por 3 (9)
option-intervention = una pieza colocada o movida entre dos piezas rivales en una línea se lleva las dos
values-board = 24, 16 o 9
values-pieces = un número del 9 al 12 (del 5 al 8 en el tablero de 16 puntos, 3 en el de 9)
values-on-off = on u off
values-flying = on, off o both (both: en cuanto un bando tiene tres, vuelan los dos)
values-all-in-mills = any o none
values-removals = one o per-mill
values-first = white o black
values-n-move = 0 (desactivada) o un número hasta 10000
values-full-board = draw, lose, first-loses, side-removes, first-then-second o second-then-first
values-placing-mills = remove, mark, from-hand o mill-counts

## Ayuda

help-title = Escribe una jugada ({ $examples }) o una de estas órdenes:
help-footer = Tab completa órdenes y jugadas. Ctrl-D o quit sale; una partida sin terminar queda guardada.
help-footer-online = Tab completa órdenes y jugadas. quit sale; la partida sigue abierta en el servidor y morris online rejoin vuelve a ella.
help-new = empieza una partida nueva: un conjunto de reglas, cambiado por opciones
help-moves = enumera las jugadas legales
help-undo = deshace la última jugada (y la respuesta de la IA); en línea se lo pide a tu amigo (también: takeback)
help-redo = vuelve a jugar lo que undo deshizo
help-hint = propone una jugada y su valor
help-analyze = muestra la mejor jugada, su valor, hasta qué profundidad se buscó y las siguientes mejores (analyze all: cada jugada legal; exacto con las bases de finales, si no, buscado)
help-ai = deja que la IA juegue ahora por el bando al que le toca
help-level = muestra o cambia el nivel de la IA, de 1 (el más débil) a 10
help-swap = cambia de bando con el otro jugador
help-set = cambia una opción de las reglas (ya si no hay jugadas, si no para la próxima partida)
help-rules = muestra las reglas
help-show = dibuja el tablero
help-history = enumera las jugadas hechas
help-save = guarda la partida en un fichero (con --format playok o sanmill, en la forma de esos programas)
help-load = carga una partida de un fichero
help-position = escribe el texto de la posición
help-setup = empieza una partida desde un texto de posición (como lo escribe position), con las reglas en juego
help-resign = abandona la partida
help-draw = ofrece tablas (entre dos personas: las acuerda)
help-accept = dice sí a la pregunta que te hacen: unas tablas ofrecidas, y en línea también deshacer o una revancha (también: yes)
help-decline = dice que no (también: no)
help-rematch = en línea: pide una partida nueva con los colores cambiados, o acepta la pedida
help-claim = en línea: gana la partida si tu amigo lleva demasiado tiempo fuera
help-record = muestra la notación de la partida
help-review = califica cada jugada de la partida hasta ahora: exacto donde las bases de finales conocen la posición, buscado en el resto (review practice: luego repite tus errores)
help-help = ayuda sobre todas las órdenes o sobre una
help-quit = sale; una partida sin terminar queda guardada

## Errores: una línea cada uno

error-line = línea { $line }: { $message }
error-empty = Orden vacía: escribe una jugada o una orden (help las enumera).
error-too-long = La línea es demasiado larga ({ $length } bytes).
error-unknown-command = Orden desconocida «{ $word }» (help enumera las órdenes).
error-usage = Uso: { $usage }
error-unknown-preset = Reglas desconocidas «{ $name }»: help new enumera todos los conjuntos.
error-unknown-option = Opción de reglas desconocida «{ $name }»: rules muestra las opciones.
error-bad-value = «{ $value }» no es un valor de { $option } (se espera { $expected }).
error-bad-level = «{ $value }» no es un nivel (del 1 al 10).
error-bad-depth = «{ $value }» no es una profundidad (de 2 a { $max } medias jugadas).
error-bad-color = «{ $value }» no es un bando (white o black).
error-bad-format = "{ $value }" no es un formato de partida (morris, playok o sanmill).
error-unknown-topic = No hay ninguna orden «{ $word }» sobre la que ayudar.
error-bad-move = «{ $text }» no es una jugada: { $reason }
error-game-over = La partida ha terminado: escribe new para otra, o undo.
error-nothing-to-undo = No hay nada que deshacer.
error-nothing-to-redo = No hay nada que rehacer.
error-no-pending = Ninguna jugada espera una pieza que retirar: escribe la retirada con su jugada, como d6-d5xa7.
error-save = No se puede guardar { $file }: { $reason }
error-read = No se puede leer { $file }: { $reason }
error-load = No se puede cargar { $file }: { $reason }
error-keep = No se puede guardar la partida sin terminar: { $reason }
error-no-person = Aquí no juega ninguna persona: indica el bando, como en resign white.
error-ai-to-move = Le toca a la IA: espera su jugada o escribe ai.
bad-move-empty = está vacía
bad-move-point = no hay un punto en el carácter { $at } (los puntos se llaman como a7, d6, g1)
bad-move-unexpected = texto inesperado en el carácter { $at } (las jugadas son como d6, d6-d5 o d6-d5xa7)
bad-move-duplicate = { $point } se retira dos veces
bad-move-same-point = una jugada de { $point } a { $point } no va a ninguna parte

## Jugadas ilegales

illegal-move = { $mv } no es legal: { $reason }

## Registros de partidas
database-refused = Una base de datos de finales no se usa ({ $reason }): vuelve a construirla con solve.

## Partidas en línea (morris online host, morris online join)
online-link = Envía a tu amigo este enlace: { $link }
online-watch = Cualquiera puede mirar con el código { $code }.
online-watch-link = Cualquiera puede ver la partida en { $link }
online-you-play = Juegas con { $color }.
online-waiting = Esperando a que tu amigo se una…
online-joined = { $name } se ha unido.
online-your-turn = Te toca.
online-played = { $color } jugó { $mv }.
online-over = Fin de la partida: { $result }
online-draw-sent = Has ofrecido tablas.
online-draw-offered = { $name } ofrece tablas: escribe accept o decline.
online-draw-declined = La oferta de tablas fue rechazada.
online-takeback-sent = Has pedido deshacer tu última jugada.
online-takeback-asked = { $name } pide deshacer su última jugada: escribe accept o decline.
online-took-back = { $turns ->
    [one] Se deshizo una jugada.
   *[other] Se deshicieron { $turns } jugadas.
}
online-takeback-declined = La petición de deshacer fue rechazada.
online-rematch-sent = Has pedido la revancha.
online-rematch-asked = { $name } pide la revancha con los colores cambiados: escribe accept o decline.
online-rematch-declined = La revancha fue rechazada.
online-new-game = Empieza una partida nueva. Juegas con { $color }.
online-away = { $name } se ha desconectado. Si sigue fuera { $minutes ->
    [one] un minuto
   *[other] { $minutes } minutos
}, escribe claim para ganar la partida.
online-back = { $name } ha vuelto.
online-reconnecting = Se perdió la conexión; reconectando (intento { $attempt })…
online-reconnected = Conectado de nuevo.
online-failed = La conexión se ha perdido: { $reason }
online-refused = El servidor lo rechazó: { $reason }
online-not-seated = Aún no estás en la partida: espera al servidor.
online-no-opponent = Tu amigo aún no se ha unido.
online-not-your-turn = Le toca a { $name }.
online-game-over = La partida ha terminado.
error-not-online = { $command } no se puede usar en una partida en línea: la partida es del servidor. help muestra las órdenes que sí.
error-online-only = { $command } es para una partida en línea (morris online host o morris online join).
online-no-question = No hay nada que responder.
online-input-ended = La entrada terminó; dejas la partida.
online-error-unknown-code = ninguna partida tiene este código
online-error-room-full = esta invitación ya se usó: la sala está llena
online-error-room-expired = la sala estuvo inactiva más de un día y está cerrada
online-error-bad-token = el servidor no conoce este asiento
online-error-version = el servidor habla otra versión del protocolo: actualiza Morris
online-error-not-your-turn = le toca a tu amigo
online-error-stale = esa jugada era para otra posición
online-error-game-over = la partida ha terminado
online-error-nothing-to-take-back = no tienes ninguna jugada que deshacer
online-error-not-away = tu amigo no lleva fuera el tiempo suficiente para reclamar la partida
online-error-no-request = no hay tal petición, o ya hay una esperando
online-error-too-fast = demasiados mensajes a la vez
online-error-server = el servidor no pudo guardarlo; inténtalo otra vez
online-error-too-many-rooms = desde esta dirección se han creado demasiadas salas; inténtalo más tarde
online-error-server-full = el servidor ya tiene todas las salas que puede; inténtalo más tarde
online-seat-kept = La partida sigue abierta en el servidor: morris online rejoin vuelve a ella.
online-seat-waiting = Tienes una partida en línea todavía abierta: morris online rejoin vuelve a ella.
online-seat-not-kept = No se pudo guardar el asiento para volver: { $reason }
online-no-seat = No tienes ninguna partida en línea abierta en esta máquina.
online-left = { $name } se ha ido.
solve-started-whole = Resolviendo en segundo plano la partida entera de estas reglas, desde la primera colocación (unos segundos); solve dice cuánto falta.
solve-status-whole = Resolviendo la partida entera: { $percent } %.
solve-status-opening = Todos los pares están construidos; buscando la fase de colocación desde el tablero vacío.
solve-status-placings = El tablero vacío está valorado; valorando las posiciones tras las dos primeras colocaciones: { $percent } %.
solve-idle-whole-none = No hay ninguna construcción en curso, y la partida entera de estas reglas aún no está resuelta: solve 6 la resuelve, desde la primera colocación, en segundos.
solve-idle-whole-built = No hay ninguna construcción en curso; la partida entera de estas reglas está resuelta: la IA en el nivel 10, hint y analyze juegan cada posición de ella a la perfección.
solve-ready-whole = La partida entera está resuelta: la IA en el nivel 10, hint y analyze la juegan ahora a la perfección.

# Trying the mistakes of a reviewed game again (review practice).
practice-none = En esta partida no hay errores tuyos que repetir.
practice-start = { $count ->
    [one] Una jugada que repetir.
   *[other] { $count } jugadas que repetir.
} Escribe una jugada mejor; answer (o show me) la muestra, next la salta, stop termina.
practice-position = { $number } { $turn } fue { $grade }: busca una jugada mejor para { $color }.
practice-prompt = Otra vez { $index }/{ $count }, { $color }>
practice-right = Sí: { $turn } es { $grade }, { $value }.
practice-wrong = Esa no: { $turn } es { $grade }, { $value }. Prueba otra vez, o escribe answer.
practice-answer = La respuesta: { $best }, { $value }.
practice-over = Práctica terminada: { $found } de { $count } encontradas.
practice-help = Escribe una jugada, o answer, next, show o stop.

# Puzzles in the terminal (puzzle).
help-puzzle = problemas certificados por el juego resuelto: puzzle (el siguiente, cerca de tu valoración), puzzle daily, puzzle streak, puzzle rush 3 o 5, puzzle theme NOMBRE (puzzle themes los lista), puzzle rules PRESET, puzzle hint, puzzle show (la solución), puzzle again, puzzle rating, puzzle stop (volver a la partida)
error-unknown-theme = No hay ningún tema de problemas «{ $word }»: los temas son { $themes }, o any.
error-bad-rush = Una contrarreloj dura 3 o 5 minutos, no «{ $value }».
puzzle-prompt = Problema, { $color }>
puzzle-prompt-streak = Racha { $solved }, { $color }>
puzzle-prompt-rush = Contrarreloj { $left }, { $color }>
puzzle-repl-help = Escribe una jugada (para una captura, solo el punto), o next, hint, answer, again, rating, themes, theme NOMBRE, daily, streak, rush, show (el tablero) o stop (volver a la partida).
puzzle-try-again = Inténtalo de nuevo, o escribe answer.
puzzle-what-next = Escribe next para otro problema, o stop para volver a la partida.
puzzle-stopped = De vuelta a la partida.
puzzle-nothing-shown = No se muestra ningún problema: escribe puzzle para uno.
puzzle-unknown-id = Ningún problema de esta colección tiene el id { $id }.
puzzle-history = { $count } { $count ->
    [one] intento valorado
   *[other] intentos valorados
}; las últimas valoraciones: { $last }
puzzle-best-streak = Mejor racha: { $best }
puzzle-best-rush = Mejor contrarreloj de { $minutes } minutos: { $best }
puzzle-not-online = No durante una partida en línea: sus relojes no esperan. Problemas después de la partida.
analysis-from-server = Valores exactos del servidor { $url }.
