# Messages of the desktop app.

## Menus and buttons

gui-menu-game = Game
gui-menu-view = View
gui-new-game = New game…
gui-play-again = Play again
gui-undo = Undo
gui-redo = Redo
gui-hint = Hint
gui-offer-draw = Offer a draw
gui-resign = Resign
gui-accept-draw = Accept the draw
gui-decline-draw = Decline
gui-open = Open or import…
gui-save = Save…
gui-save-playok = Save for PlayOK…
gui-save-sanmill = Save for Sanmill…
gui-paste = Paste a record or position…
gui-copy-record = Copy the game record
gui-copy-position = Copy the position
gui-quit = Quit
gui-pause-ai = Pause the AI
gui-resume-ai = Let the AI move

## The view menu

gui-theme = Theme
gui-theme-system = Like the system
gui-theme-light = Light
gui-theme-dark = Dark
gui-language = Language
gui-language-system = Like the system
gui-show-targets = Mark where a piece may go
gui-analysis = Show every move's value (A)
gui-analysis-button = Analysis
gui-animations = Animate the pieces
gui-ai-seconds = seconds per move at level 10
gui-watch-seconds = seconds between moves of two AIs

## Players, the move list and the move entry

gui-player-human = Human
gui-player-ai = AI level { $level }
gui-player-engine = Engine
gui-player-choose-engine = Engine…
gui-engine-command = Engine command
gui-engine-command-hint = The program and its arguments, e.g. /path/to/engine uci
gui-engine-empty = Type the command that starts the engine: the program and its arguments.
gui-engine-quotes = The command has a quote that is not closed.
gui-engine-missing = There is no program “{ $program }”: give its full path, or put it on the PATH.
gui-engine-failed = The engine playing { $color } cannot play ({ $reason }): you play { $color } now.
gui-player-kind-ai = AI
gui-player-line = { $color }: { $player }
gui-hand = { $color }: { $pieces }
# A point of the board as a screen reader says it: its name, what stands
# on it, and whether a click may go there next.
gui-point = { $point }, { $what }
gui-point-target = { $point }, { $what }, legal target
gui-point-value = { $label }: { $value }
gui-point-white = white piece
gui-point-black = black piece
gui-point-empty = empty
gui-moves = Moves
gui-moves-start = Start
gui-type-move = Type a move or a point
gui-type-move-hint = { $examples }
gui-thinking = { $color } is thinking
gui-thinking-depth = depth { $depth }
gui-analysis-depth = Analysis, depth { $depth }: on each point, the share of the points the move leaves the side to move
gui-analysis-exact = Analysis, exact (endgame databases): W or L, a win or a loss in so many turns; = a draw
gui-analysis-starting = Analysis: starting
gui-analysis-best = Best: { $mv }, { $value }
gui-hint-thinking = Looking for a hint

## The status line

gui-status-to-move = { $color } to move: { $action }.
gui-status-selected = { $color }: choose where the piece on { $point } goes.
gui-status-remove = { $count ->
    [one] { $color } closed a mill: remove a piece of the opponent.
   *[other] { $color } closed mills: remove { $count } pieces of the opponent.
}
gui-status-ai-turn = { $color } ({ $player }) to move.
gui-status-ai-paused = { $color } (the AI) waits: press “Let the AI move” to go on.
gui-draw-offered = { $color } offers a draw.
gui-draw-declined = The AI declines the draw and plays on.
gui-coin-result = The coin has spoken: { $player } plays White.

## Why a click or a typed move is refused

gui-refused-game-over = The game is over: start a new one, or undo.
gui-refused-must-place = You still have pieces in hand: place one on an empty point.
gui-refused-must-move = No pieces are left in hand: move one of yours along a line.
gui-refused-not-empty = { $point } is taken: choose an empty point.
gui-refused-off-board = { $point } is not a point of this board.
gui-refused-not-own-piece = { $point } holds none of your pieces.
gui-refused-not-adjacent = { $from } and { $to } are not neighbours: a piece slides along a line to the next point.
gui-refused-missing-removal = { $count ->
    [one] This closes a mill: name the piece to remove too, like d6-d5xa7.
   *[other] This closes mills: name the { $count } pieces to remove too, like d6xa7xg7.
}
gui-refused-no-mill = This closes no mill, so it removes nothing.
gui-refused-too-many-removals = { $count ->
    [one] This removes only 1 piece.
   *[other] This removes only { $count } pieces.
}
gui-refused-not-opponent-piece = { $point } holds no piece of your opponent: choose one of theirs.
gui-refused-in-mill = The piece on { $point } stands in a mill: take one that does not while there are any.
gui-refused-all-in-mills = Every piece of your opponent stands in a mill, and these rules allow no removal then.
gui-refused-repeated-mill = The piece on { $from } closed a mill coming from { $to } last turn: it may not go straight back to close one again.
gui-refused-other = The rules forbid that.
gui-refused-stuck = The piece on { $point } has nowhere to go: choose another.
gui-refused-choose-first = First choose one of your pieces, then the point it goes to.
gui-refused-ai-to-move = It is the AI's turn, not yours.
gui-refused-notation = “{ $text }” is not a move: write moves like d6, d6-d5 or d6-d5xa7.
gui-refused-no-removal-due = No move waits for a removal: a removal follows the move that closes a mill, like d6-d5xa7.

## Hints

gui-hint-text = Hint: { $mv } ({ $value })
gui-hint-exact = Hint: { $mv } (exact: { $value })
gui-hint-server = Hint: { $mv } (exact, from the server: { $value })
gui-tablebase = Perfect play from a server
gui-tablebase-explain = A server that solved the game (morris serve with the databases) can tell the hint and level 10 the perfect turn where the databases here do not reach. Without an answer in time, the search decides.
gui-tablebase-address = The server’s address (empty: none)
gui-tablebase-bad = “{ $address }” is no server address: give http://HOST:PORT.
gui-tablebase-away = The tablebase server cannot help now ({ $reason }): the search decides meanwhile.
gui-score-draw = a draw
gui-ai-played = { $color } played { $mv }.
gui-ai-took = { $color } played { $mv }, closed a mill and took { $points }.

## Files and the clipboard

gui-open-title = Open a game record
gui-save-title = Save the game record
gui-file-filter = Game records
gui-saved = Saved { $file }.
gui-save-failed = Cannot save { $file }: { $reason }
gui-read-failed = Cannot read { $file }: { $reason }
gui-opened = { $count ->
    [one] Opened { $file }: 1 move.
   *[other] Opened { $file }: { $count } moves.
}
gui-opened-position = The game goes on from the pasted position.
gui-open-failed = Cannot open { $file }: { $reason }
gui-pasted-text = the pasted text
gui-keep-failed = The game cannot be kept for the next start: { $reason }
gui-copied-record = The game record is on the clipboard.
gui-copied-position = The position text is on the clipboard.
gui-paste-title = Paste a game record or position
gui-paste-explain = Paste a game record, from this or another mill program, or a position text, then open it.
gui-paste-text = Record or position
gui-paste-open = Open
gui-cancel = Cancel

## Game records that cannot be opened


## The new-game dialog

gui-new-game-title = New game
gui-rules = Rules
gui-preset = Preset
gui-preset-changed = { $preset } (changed)
gui-option-pieces = Pieces per player
gui-option-diagonals = Diagonal lines
gui-option-flying = Flying with three pieces
gui-flying-on = the player with three pieces flies
gui-flying-off = nobody flies
gui-flying-both = both fly once one has three
gui-option-all-in-mills = When every piece is in a mill
gui-all-in-mills-any = any piece may be removed
gui-all-in-mills-none = nothing is removed
gui-option-removals = Closing two mills at once
gui-removals-one = removes one piece
gui-removals-per-mill = removes a piece per mill
gui-option-first = Moves first
gui-option-repetition = Draw by threefold repetition
gui-option-n-move = Draw after this many moves each without a removal (0: never)
gui-option-full-board = A full board
gui-full-board-draw = is a draw
gui-full-board-lose = loses for the player to move
gui-full-board-first-loses = loses for the first player
gui-full-board-side-removes = makes the first to move remove a piece
gui-full-board-first-then-second = makes the first, then the second player remove a piece
gui-full-board-second-then-first = makes the second, then the first player remove a piece
gui-more-rules = More rules
gui-more-rules-set = More rules (set: { $count })
gui-option-moves-in-placing = Moving instead of placing while pieces are in hand
gui-option-one-time-mills = A mill removes only the first time
gui-option-remove-from-mills = Pieces in mills may always be removed
gui-option-defender-first = The second player moves first after placing
gui-option-restrict-repeated-mills = No closing a mill again by moving straight back
gui-option-endgame-n-move = With three pieces, draw after this many moves each without a removal (0: never)
gui-option-placing-mills = A mill closed while placing
gui-placing-mills-remove = removes a piece at once
gui-placing-mills-mark = marks a piece, removed when placing ends
gui-placing-mills-from-hand = takes a piece from the opponent's hand
gui-placing-mills-mill-counts = counts when placing ends
gui-option-intervention = Capture by intervention
gui-where-nine = The classic, played the world over and in its tournaments.
gui-where-nine-no-flying = As many families play it: with three pieces you still only slide.
gui-where-twelve = Twelve pieces and the diagonals, as played in England and Africa.
gui-where-seed-classic = The Spanish rule text this program began from: both sides fly at three, each mill removes a piece, and pieces in mills are never removed.
gui-where-lasker = Emanuel Lasker's variant: ten pieces, and moving while placing.
gui-where-one-time-mill = Played in Russia: a mill takes only once.
gui-where-nerenchi = Sri Lanka's game: the second player moves first after placing.
gui-where-morabaraba = Southern Africa's game, played with cattle as pieces.
gui-where-cham-gonu = Korea's game: mills while placing mark a piece.
gui-where-cheng-san-qi = Played in China with nine pieces and marked removals.
gui-where-da-san-qi = Played in China: a full board loses for the first player.
gui-where-dooz = Iran's game: a mill while placing takes from the hand.
gui-where-zhi-qi = Played in China: a full board makes both sides remove.
gui-where-el-filja = Played in Algeria and Morocco: mills are counted after placing.
gui-where-mul-mulan = Played in Indonesia: capture by intervention.
gui-option-board = Board
gui-board-24 = three squares, 24 points
gui-board-16 = two squares, 16 points
gui-board-9 = 3 by 3, 9 points
gui-where-three = The first mill game children learn, played since antiquity.
gui-where-six = Played in medieval Europe; the game between Three and Nine.
gui-players = Players
gui-level = level
gui-level-line = { $color }, level { $level }: { $about }
gui-level-about = { $kind ->
    [beginner] a beginner; looks one move ahead, often misses mills.
    [casual] a casual player; two moves ahead, misses a mill now and then.
    [club] a club player; three to five moves ahead, rarely careless.
    [strong] a strong player; searches deep, never careless.
   *[full] full strength; perfect near the end with the databases.
}
gui-coin-toss = Toss a coin for the colours
gui-swap-colours = Swap colours for each next game
gui-clock = Clock
gui-clock-none = No clock
gui-clock-game = { $minutes } min + { $increment } s
gui-clock-turn = { $seconds } s a move
gui-clock-of = { $color }'s clock: { $time }
gui-start = Start the game

## Questions before a game ends, and its announcement
gui-confirm-title = A game is in progress
gui-confirm-yes = Yes, go ahead
gui-confirm-new = Start a new game? The game in progress ends.
gui-confirm-open = Open another game? The game in progress ends.
gui-confirm-resign = Resign this game?
gui-confirm-quit = Quit? The game in progress is kept and offered when you come back.
gui-confirm-quit-unkept = Quit? The game in progress could not be kept ({ $reason }) and is lost unless you save it first (Game: Save…).
gui-game-over-title = The game is over
gui-review = Review the game
gui-review-title = Review of the game
gui-review-close = Close the review
gui-review-turn-hint = Shows the position before this turn, as the player saw it.
gui-review-graph = White's expected score after each move (click to go there)
gui-review-exact = exact
gui-practice = Learn from your mistakes
gui-practice-hint = Puts you back before each of your mistakes in this game, to find a better turn. The game waits, as it is.
gui-practice-online = Not while the online game goes on.
gui-practice-count = Mistake { $index } of { $count }
gui-practice-preparing = Getting your mistakes ready…
gui-practice-grading = Grading { $turn }…
gui-practice-wrong = Not that: { $turn } — { $grade }, { $value }. Try again, or press Show me.
gui-practice-show = Show me
gui-practice-skip = Skip
gui-practice-back = Back to the game
gui-practice-failed = The grading stopped without an answer: the practice is over.

## Position text that cannot be read or cannot stand

## Without a file chooser
gui-no-file-chooser = No file chooser is available on this system (it needs the desktop portal or zenity). Type the path of the file instead.
gui-file-path = File
gui-file-open-button = Open
gui-file-save-button = Save

## The help window: the rules of the variant in play, and the controls
gui-menu-help = Help
gui-help-rules = How to play
gui-close = Close
gui-help-title = How to play: { $variant }
gui-help-goal = Each player has { $pieces } pieces. Bring your opponent down to two pieces, or leave them no move.
gui-help-placing = First the players take turns placing their pieces on empty points.
gui-help-moving = Once all are placed, a turn moves one of your pieces along a line to a neighbouring empty point.
gui-help-flying-on = A player down to three pieces flies: their piece may go to any empty point.
gui-help-flying-off = Nobody flies: with three pieces you keep sliding along the lines.
gui-help-flying-both = As soon as either player is down to three pieces, both players fly: a piece may go to any empty point.
gui-help-mill = Three of your pieces on one line are a mill. Closing one, you remove a piece of your opponent that is not in a mill.
gui-help-three-in-a-row = Three of your pieces in a row win at once: nothing is removed in this game.
gui-help-per-mill = Closing two mills at once removes two pieces, one after the other.
gui-help-all-in-mills-any = If every piece of your opponent stands in a mill, you may take any of them.
gui-help-all-in-mills-none = If every piece of your opponent stands in a mill, you take none.
gui-help-diagonals = The diagonal lines join the corners of the squares: pieces move and mills form along them too.
gui-help-repetition = The game is drawn when the same position comes up for the third time.
gui-help-n-move = The game is drawn after { $n } moves each without a removal.
gui-help-full-board-draw = If the board fills up while placing, the game is drawn.
gui-help-full-board-lose = If the board fills up while placing, the player to move loses.
gui-help-moves-in-placing = While you still have pieces in hand, you may move a piece on the board instead of placing one.
gui-help-one-time-mills = A mill removes a piece only the first time it stands on its three points: opened and closed again, it takes nothing.
gui-help-remove-from-mills = Pieces standing in mills may be removed like any other.
gui-help-defender-first = Once all pieces are placed, the second player moves first.
gui-help-restrict-repeated-mills = A piece that has just closed a mill may not go straight back to where it came from to close a mill again.
gui-help-endgame-n-move = Once a side is down to three pieces, the game is drawn after { $n } moves each without a removal.
gui-help-placing-mark = A mill closed while placing marks a piece of your opponent instead of removing it; nobody may place on it, it counts for no mill, and every marked piece leaves the board when placing ends.
gui-help-placing-from-hand = A mill closed while placing takes a piece from your opponent's hand (from the board once that hand is empty), and your opponent moves next.
gui-help-placing-mill-counts = Mills closed while placing take nothing at once. When placing ends, the mills on the board decide how many pieces each side removes, the first player first; with no mill at all, each side removes one of its own.
gui-help-intervention = A piece placed or moved between two of your opponent's pieces on one line takes both of them.
gui-help-full-board-first-loses = If the board fills up while placing, the first player loses.
gui-help-full-board-side-removes = If the board fills up while placing, the player who moves first removes a piece of the other, who then moves.
gui-help-full-board-first-then-second = If the board fills up while placing, the first player removes a piece of the second, then the second one of the first, and the first moves.
gui-help-full-board-second-then-first = If the board fills up while placing, the second player removes a piece of the first, then the first one of the second, and the second moves.
gui-help-controls-title = Controls
gui-help-controls = Click a point to place a piece; click one of your pieces and then a point to move it, or drag it there. After a mill, click the piece to remove. With the keyboard, go from point to point with the arrow keys and press Enter, or type a move such as d6, d6-d5 or d6-d5xa7.
gui-help-keys = Ctrl+Z takes a move back and Ctrl+Y plays it again, H asks for a hint, A shows every move's value, Escape drops a half-made move; when nothing is selected, the arrow keys, Home and End step through the moves. B puts the keyboard cursor on the board; while a move is half made, the arrow keys only move that cursor.
gui-help-clocks = With clocks, the side to move's clock runs, and a player whose time runs out loses. Undo takes a loss on time back: the clocks show again what they showed when that turn began. While a dialog is open the game waits: the clocks stand and the AI does not move (in an online game the server's clocks go on).
gui-help-values = Values: a search's judgement reads as the share of the points a side can expect from here (a win counts whole, a draw half), as the AI's own games scored from such positions: "White scores about 62 %". Exact values from the endgame databases read as a win or a loss in so many turns, or a draw. A turn is one player's move: a win in 7 turns is four of the winner's and three of the other's.

gui-databases = Endgame databases…
gui-databases-title = Endgame databases
gui-databases-intro = With the endgame databases, level 10, the hint and the analysis play the endgames of { $variant } perfectly and say exactly who wins and in how many turns. They are built on this computer, in the background while you play; a build that is stopped goes on from where it was the next time.
gui-databases-extent = Up to { $pieces } pieces in all: { $size }, about { $time }
gui-databases-built = { $extent } (built)
gui-databases-measured = Sizes and times for Nine Men's Morris on a two-core computer; other rules and computers differ.
gui-databases-measured-here = Times from this computer's pace in its last build; sizes for Nine Men's Morris.
gui-databases-building = Building the endgame databases up to { $pieces } pieces
gui-databases-progress = { $pairs }: { $percent } %
gui-databases-progress-left = { $pairs }: { $percent } % of the whole, about { $left } left
gui-databases-starting = Starting
gui-databases-opening = Every pair is built; now the placing phase is searched from the empty board, so that the first placements are valued at once
gui-databases-placings = The empty board is valued; now the positions after the first two placements, so that a game's first turns are valued at once: { $percent } %
gui-databases-build = Build
gui-databases-cancel = Stop building
gui-databases-keep = Close (keeps building)
gui-databases-stop = Stop
gui-databases-ready = The endgame databases up to { $pieces } pieces are ready: level 10, the hint and the analysis use them now.
gui-databases-cancelled = Building stopped. What was finished is kept; the next build goes on from there.
gui-databases-failed = The endgame databases could not be built: { $reason }
gui-databases-no-dir = There is no data directory to keep them in, so they cannot be built here.
gui-megabytes = { $size } MB
gui-gigabytes = { $size } GB
gui-seconds = { $seconds } s
gui-minutes = { $minutes } min
gui-hours = { $hours } h

gui-editor-open = Set up a position…
gui-editor-title = Set up a position
gui-editor-help = Click a point to put a piece of the chosen side there (click it again to take it off), or drag a piece. The rules are the game's: choose them in New game first.
gui-editor-brush = Click puts
gui-editor-erase = Nothing (takes off)
gui-editor-hand = { $color }: pieces in hand
gui-editor-to-move = To move
gui-editor-valid = The position can stand under these rules.
gui-editor-play = Play from here
gui-editor-analyse = Analyse
gui-editor-clear = Empty board
gui-editor-status = Setting up a position: the game waits until you play from it or cancel.
gui-kept-elsewhere = Another Morris window is keeping its unfinished game here; this one keeps its own in { $file }.
gui-kept-other = Another unfinished game is kept in { $file }: Game → Open or import… plays it on.
gui-database-refused = An endgame database is not used ({ $reason }): build it again in Game: Endgame databases…

## Online games
gui-play-online = Play online…
gui-leave-online = Leave the online game
gui-online-title = Play online
gui-online-host-tab = Host a game
gui-online-join-tab = Join a game
gui-online-name = Your name (your friend sees it)
gui-online-code = Invite code or link
gui-online-join-server = A link names its server; for a code alone, the server below is used.
gui-online-server = Server (host:port)
gui-online-color = Your colour
gui-online-color-random = Coin toss
gui-online-help = Both players may use the hint and the analysis
gui-online-host = Host
gui-online-join = Join
gui-online-kept = An online game of yours is still open on { $server }.
gui-online-rejoin = Rejoin it
gui-online-forget = Forget it
gui-online-rejoin-question = An online game of yours is still open on { $server }. Rejoin it now? (Play online… offers it later too.)
gui-online-no-seat = No online game of yours is open any more.
gui-online-need-name = Type your name first: your friend sees it.
gui-online-need-code = Paste the invite code or link your friend sent you.
gui-online-heading = Online game
gui-online-connecting = Connecting to { $server }…
gui-online-waiting = Waiting for your friend to join…
gui-online-invite = Send your friend the invite link, or the code:
gui-online-code-label = Invite code
gui-online-link-label = Invite link
gui-online-copy = Copy
gui-online-copied = Copied to the clipboard.
gui-online-friend = your friend
gui-online-you = { $name } (you)
gui-online-connected = { $name } is connected.
gui-online-unsent = Your turn { $mv } will be sent when the connection is back.
gui-online-away = { $name } has been disconnected for { $time }.
gui-online-went-away = { $name } is disconnected; the game waits for them.
gui-online-claim = Claim the win
gui-online-claim-in = You can claim the win if they stay away { $time } more.
gui-online-draw-asked = { $name } offers a draw.
gui-online-takeback-asked = { $name } asks to take back their last move.
gui-online-rematch-asked = { $name } asks for a rematch with the colours swapped.
gui-online-accept = Accept
gui-online-decline = Decline
gui-online-waiting-answer = Waiting for { $name }'s answer…
gui-online-take-back = Take back
gui-online-rematch = Rematch
gui-online-leave = Leave
gui-online-friend-turn = { $name } ({ $color }) is to move.
gui-online-left-open = You left the online game. It stays open on the server: Play online… rejoins it.
gui-online-leave-first = This is an online game: leave it first (Game: Leave the online game).
gui-refused-friend-to-move = It is your friend's turn, or they have not joined yet.
gui-databases-whole = The whole game, from the first placement (perfect play in every phase): { $size }, about { $time }
gui-databases-building-whole = Solving the whole game
gui-databases-ready-whole = The whole game is solved: level 10, the hint and the analysis play it perfectly now.
gui-databases-not-covered = These rules have no databases: a position would need more than its pieces to be judged (pieces marked, mills spent or remembered, removals from mills or by intervention). Level 10 searches instead.

# The modifier keys as the keyboard names them, in the menus' shortcuts.
gui-key-ctrl = Ctrl
gui-key-shift = Shift
gui-key-alt = Alt

# Puzzles (issue 41).
gui-menu-puzzles = Puzzles
gui-puzzles-rated = Puzzles near my rating
gui-puzzles-daily = Daily puzzle
gui-puzzles-streak = Puzzle streak
gui-puzzles-rush-3 = Puzzle rush, 3 minutes
gui-puzzles-rush-5 = Puzzle rush, 5 minutes
gui-puzzles = Puzzles
gui-puzzle-rated = Rated
gui-puzzle-daily = Daily
gui-puzzle-streak = Streak
gui-puzzle-rush-3 = Rush 3 min
gui-puzzle-rush-5 = Rush 5 min
gui-puzzle-hint = Where to look
gui-puzzle-answer = Show the answer
gui-puzzle-again = Try again
gui-puzzle-next = Next puzzle
gui-puzzle-any-theme = any theme
gui-puzzle-rating-line = rating
gui-puzzle-best-streak = best streak { $best }
gui-puzzle-best-rush = best rush of { $minutes } min { $best }
gui-puzzle-rules = Rules
gui-puzzle-theme = Theme
gui-analysis-exact-server = Analysis, exact (the tablebase server): W or L, a win or a loss in so many turns; = a draw
