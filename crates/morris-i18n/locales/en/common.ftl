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

outcome-win = { $winner } wins: { $reason }
outcome-draw = Draw: { $reason }

preset-nine = Nine Men's Morris
preset-nine-no-flying = Nine Men's Morris without flying
preset-twelve = Twelve Men's Morris
preset-seed-classic = Both fly at three, a removal per mill

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
setup-too-many = { $color } has more pieces than the rules give
setup-hands = the pieces in hand do not fit whose turn it is
setup-counter = the N-move counter must be 0 while pieces are in hand
setup-turn = the turn number starts at 1

# The value of a move or position, as the hint and the analysis say it.
score-win = wins in { $plies ->
    [one] 1 ply
   *[other] { $plies } plies
}
score-loss = loses in { $plies ->
    [one] 1 ply
   *[other] { $plies } plies
}
score-heuristic = evaluation { $value } pieces
score-draw = a draw with best play
value-may-draw = { $value }, unless the N-move rule draws first
value-searched = { $value } (depth { $depth })
value-short-win = W{ $plies }
value-short-loss = L{ $plies }
value-short-draw = =
