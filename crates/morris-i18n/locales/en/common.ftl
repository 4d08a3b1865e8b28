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

outcome-win = { $winner } wins: { $reason }
outcome-draw = Draw: { $reason }

preset-nine = Nine Men's Morris
preset-nine-no-flying = Nine Men's Morris without flying
preset-twelve = Twelve Men's Morris
preset-seed-classic = Both fly at three, a removal per mill
