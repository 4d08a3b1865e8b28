# Shared by the REPL and the GUI.

color-white = White
color-black = Black

pieces-in-hand = { $count ->
    [one] { $count } piece in hand
   *[other] { $count } pieces in hand
}
pieces-on-board = { $count ->
    [one] { $count } piece on the board
   *[other] { $count } pieces on the board
}

phase-placing = place a piece
phase-moving = move a piece
phase-placing-or-moving = place or move a piece
phase-flying = fly a piece
phase-removing = remove a piece

termination-fewer-than-three = fewer than three pieces
termination-no-legal-move = no legal move
termination-full-board = the board is full
termination-repetition = the same position three times
termination-n-move = { $n } moves each without a removal
termination-resignation = resignation
termination-agreement = draw agreed
termination-time-forfeit = time ran out
termination-abandoned = the player left and stayed away
termination-three-in-a-row = three in a row

preset-nine = Nine Men's Morris
preset-nine-no-flying = Nine Men's Morris without flying
preset-twelve = Twelve Men's Morris
preset-seed-classic = Molino (the Spanish rules)
preset-lasker = Lasker Morris
preset-one-time-mill = One-time mill (Russian mill)
preset-nerenchi = Nerenchi
preset-morabaraba = Morabaraba
preset-cham-gonu = Cham Gonu
preset-cheng-san-qi = Cheng San Qi
preset-da-san-qi = Da San Qi
preset-dooz = Dooz
preset-zhi-qi = Zhi Qi
preset-el-filja = El Filja
preset-mul-mulan = Mul-Mulan
preset-three = Three Men's Morris
preset-six = Six Men's Morris

# Position text that cannot be read or cannot stand, in both frontends.
setup-where = This is not a valid position: { $reason } (column { $column }). A position text reads like .../.W./.../....B./.../.../... w 8 8 0 2.
setup-missing = { $field } is missing
setup-rows = the board needs seven rows of 3, 3, 3, 6, 3, 3 and 3 points separated by /
setup-piece = “{ $piece }” is not a piece: use W, B or . for an empty point
setup-side = the side to move is w or b
setup-number = { $field } is not a number it can be
setup-removal-pending = a removal is still to be made in it: only a position between turns can be set up
field-board = the board
field-side = the side to move
field-hand = the pieces { $color } has in hand
field-counter = the N-move counter
field-turn = the turn number
bad-position-why = This position cannot arise under the rules in play: { $reason }.
setup-overlap = { $point } holds pieces of both sides
setup-other-board = the position is for the { $text }-point board, and these rules play on the { $rules }-point board
setup-off-board = { $point } is not a point of this board
setup-too-many = { $color } has more pieces than the rules give
setup-hands = the pieces in hand do not fit whose turn it is
setup-counter = the N-move counter must be 0 while pieces are in hand
setup-turn = the turn number starts at 1

# The value of a move or position, as the hint and the analysis say it.
score-win = { $turns ->
    [one] wins in 1 turn
   *[other] wins in { $turns } turns
}
score-loss = { $turns ->
    [one] loses in 1 turn
   *[other] loses in { $turns } turns
}
score-chance = scores about { $percent } %
score-even = about even
score-side-chance = { $color } scores about { $percent } %
score-draw = a draw with best play
value-perfect-win = wins with best play
value-perfect-loss = loses with best play
value-may-draw = { $value }, unless the N-move rule draws first
value-searched = { $value } (depth { $depth })
value-short-win = W{ $plies }
value-short-loss = L{ $plies }
value-short-won = W
value-short-lost = L
value-short-draw = =
value-short-chance = { $percent }%

reason-game-over = the game is over
reason-must-place = pieces are still in hand: place one on an empty point
reason-must-move = no pieces are left in hand: move a piece, like d6-d5
reason-not-empty = { $point } is not empty
reason-off-board = { $point } is not a point of this board
reason-not-own-piece = { $point } holds none of your pieces
reason-not-adjacent = { $from } and { $to } are not neighbours
reason-missing-removal = { $count ->
    [one] it closes a mill: name the piece to remove, like d6-d5xa7
   *[other] it closes mills: name the { $count } pieces to remove, like d6xa7xg7
}
reason-no-mill = it closes no mill, so it removes nothing
reason-too-many-removals = { $count ->
    [one] it removes only 1 piece
   *[other] it removes only { $count } pieces
}
reason-not-opponent-piece = { $point } holds no piece of your opponent
reason-in-mill = { $point } stands in a mill, and your opponent has pieces outside mills
reason-all-in-mills = every piece of your opponent stands in a mill, and these rules allow no removal then
setup-memory = the position remembers mills (spent:, last:), and these rules remember none
setup-spent = { $color }'s spent points must be whole mills
setup-marks = marked pieces stand only under rules that mark them, while placing, on points without pieces
setup-due = removals due (due: or own-due:) stand only under rules that make them, once placing is over, with the side to move owing some
setup-bad-memory = the remembered mills must read spent:POINTS/POINTS, last:FROM-TO/FROM-TO or marked:POINTS, each once
reason-repeated-mill = the piece on { $from } closed a mill coming from { $to } last turn, and may not go straight back to close one again
reason-removal-due = removals are due: remove { $count } piece(s) alone, like xa7
reason-no-removal-due = no removal is due: place or move a piece
reason-intervention = it lands between two of your opponent's pieces and takes { $points } by intervention
reason-other = the rules forbid it
record-where = line { $line }, column { $column }: { $reason }
record-syntax-bad-tag = a tag must look like [Name "value"]
record-syntax-tag-after-moves = a tag after the moves (one record holds one game)
record-syntax-open-comment = a comment is never closed
record-syntax-open-variation = a variation is never closed
record-syntax-stray-bracket = a closing bracket without an opening one
record-syntax-bad-move = this is not a move
record-syntax-stray-removal = a removal with no move before it
record-syntax-after-result = text after the result
record-unknown-variant = unknown variant "{ $name }"
record-bad-position-text = the FEN tag is not position text
record-bad-position = the FEN position cannot arise under these rules
record-move-after-end = a move after the end of the game
record-result-mismatch = the record says { $stated }, but { $actual }
record-actual-end = the moves end it: { $outcome }
record-actual-open = the moves do not end the game

record-unknown-rules = there are no rules called “{ $name }”
record-bad-value = the tag { $option } has a value the rules do not know
record-illegal = { $mv } is not legal here: { $reason }

settings-moved-aside = The settings file could not be read; it was moved aside to { $file } and the defaults are used.
settings-fields = Some settings could not be read and take their defaults: { $fields }.
settings-unreadable = The settings file cannot be read ({ $reason }); the defaults are used.

# The endgame databases of a pair of piece counts and of its mirror, solved together.
pair-and-mirror = { $pair } and { $other }
online-no-help = This room was made without the hint and the analysis.

# The review of a game (issue 40): grades, turn lines, summaries.
review-grade-best = best
review-grade-good = good
review-grade-inaccuracy = inaccuracy
review-grade-mistake = mistake
review-grade-blunder = blunder
review-searched = searched
review-turn = { $number } { $turn }: { $grade }, { $value }
review-turn-worse = { $number } { $turn }: { $grade }, { $value }; best was { $best }, { $before }
review-line = line: { $line }
review-comment = { $grade }: { $value }; best was { $best }, { $before }
review-summary = { $color }: accuracy { $accuracy } %, { $inaccuracies } { $inaccuracies ->
    [one] inaccuracy
   *[other] inaccuracies
}, { $mistakes } { $mistakes ->
    [one] mistake
   *[other] mistakes
}, { $blunders } { $blunders ->
    [one] blunder
   *[other] blunders
}
review-key-moments = key moments (the value changed): { $turns }
review-nothing = No turn to review yet.
review-progress = Reviewing turn { $ply } of { $total }…
review-record-stops = The record stops being playable here: { $reason }. The turns before it are reviewed.
# A position set up that is over already (the app's editor, the REPL's setup).
position-over = This position is already over ({ $outcome }): set up one that goes on to play it.
# Why a file could not be read or written (the app and the terminal).
io-not-found = there is no such file or folder
io-denied = this user may not use that file or folder
io-folder = that is a folder, not a file
io-too-large = the file is too large to be a game record
io-not-text = the file is not text
io-full = the disk is full

# The end of a game in a sentence or two, naming the sides.
end-win = { $winner } wins. { $reason }
end-draw = A draw. { $reason }
end-fewer-than-three = { $loser } has fewer than three pieces left.
end-no-legal-move = { $loser } has no move left.
end-full-board-lose = The board is full and { $loser } cannot move.
end-resignation = { $loser } resigned.
end-full-board-draw = The board is full.
end-repetition = The same position stood for the third time.
end-n-move = { $n } moves each without a removal.
end-agreement = Both players agreed.
end-time = { $loser } ran out of time.
end-time-draw = The time ran out, but the other side could no longer win.

# Why an engine opponent stopped playing (after "cannot play").
engine-failure-start = it could not start: { $detail }
engine-failure-start-plain = it could not start
engine-failure-crashed = it stopped: { $detail }
engine-failure-crashed-plain = it stopped
engine-failure-timeout = no answer within { $seconds } s
engine-failure-garbled = it answered “{ $answer }”, which is not a move
engine-failure-illegal = it played { $turn }, which the rules forbid
engine-failure-claimed = it said the game was over (“{ $answer }”) while it goes on

# Puzzles (issue 41): what to find, why a turn is wrong, the kinds and themes, the modes.
puzzle-kind-win = win
puzzle-kind-hold = hold
puzzle-kind-removal = removal
puzzle-theme-double-mill = double mill
puzzle-theme-mill-opened-closed = mill opened and closed
puzzle-theme-blockade = blockade
puzzle-theme-flying-endgame = flying endgame
puzzle-theme-removal-choice = the removal choice
puzzle-theme-placing-trap = placing trap
puzzle-theme-last-piece = the last piece
puzzle-heading = Puzzle { $id } · { $kind } · rated { $rating }{ $themes }
puzzle-task-win = { $color } to move: find the only turn that wins.
puzzle-task-win-on = { $color } to move: find the shortest win.
puzzle-task-hold = { $color } to move: find the only turn that holds the draw.
puzzle-task-removal = { $color } plays { $turn } and closes a mill: which piece must go?
puzzle-wrong-lets-win-go = { $turn } lets the win go.
puzzle-wrong-loses = { $turn } loses.
puzzle-wrong-lets-value-go = { $turn } lets the value go: another piece must go.
puzzle-wrong-not-shortest = { $turn } is not the shortest win.
puzzle-wrong-other-turn = The puzzle asks which piece to remove after { $given }.
puzzle-value-now = Now: { $value }.
puzzle-right = Right. The reply: { $reply }.
puzzle-solved = Solved!
puzzle-solved-late = Solved, though not at the first attempt.
puzzle-answer = The answer: { $turn }.
puzzle-hint = Hint: look at { $point }.
puzzle-rating = Puzzle rating ({ $rules }): { $rating }
puzzle-rating-change = Rating: { $before }, now { $after }.
puzzle-none = No puzzle left to show: every one of this choice was tried. Choose another theme or mode.
puzzle-daily = The daily puzzle of { $date }.
puzzle-streak = Streak: { $solved } solved.
puzzle-rush = Rush: { $solved } solved, { $misses } of 3 misses, { $left } left.
puzzle-streak-over = The streak ends: { $solved } solved (best { $best }).
puzzle-rush-over = The rush ends: { $solved } solved (best { $best }).
puzzle-new-best = A new best!
puzzle-record-moved = Your puzzle record could not be read; it was moved aside as { $path } and a new one begun.
puzzle-record-unreadable = Your puzzle record could not be read ({ $reason }); this time nothing of it is written.
puzzle-no-set = No puzzles for { $rules }: there are puzzles for { $have }.
