# Messages of the terminal game.

## Greetings and the kept game

welcome = Morris { $version }: { $rules }. { $sides }
    Type a move ({ $examples }) or a command; help lists them, Tab completes.
resume-ask = { $count ->
    [one] An unfinished game of { $rules } (1 move) was kept. Resume it? [Y/n]
   *[other] An unfinished game of { $rules } ({ $count } moves) was kept. Resume it? [Y/n]
}
# The answers that mean yes, lowercase, separated by spaces.
yes-answers = y yes
resumed = { $count ->
    [one] Resumed the unfinished game: 1 move, { $rules }.
   *[other] Resumed the unfinished game: { $count } moves, { $rules }.
}
resume-none = There is no unfinished game to resume; a new game starts.
resume-set-aside = The unfinished game was put aside in { $file }, not deleted: load { $file } goes on with it.
kept-unreadable = The kept game cannot be read ({ $reason }); it was put aside in { $file }.
kept-elsewhere = Another Morris program is keeping its unfinished game here; this one keeps its own in { $file }.
kept-other = Another unfinished game is kept in { $file }: load { $file } plays it on.
kept-nowhere = Other Morris programs hold every kept-game file here: this game is not kept.
kept-not-moved = The kept game { $file } could not be moved aside ({ $reason }); it stays where it is.
kept-no-moves = the record has no moves
kept-on-quit = The unfinished game is kept: it will be offered when you start again.
not-kept-on-quit = The unfinished game could not be kept ({ $reason }): save it with save FILE before you quit, or it is lost.
save-before-quit = Save it in a file? Type its name, or press Enter to leave without it:
interrupt-hint = The game goes on. To leave, press Ctrl-D or type quit.
stopped = Stopped: the AI plays the best move it has found.
typed-ahead = A move typed while the AI thought was not played: look at its move first. Commands typed meanwhile run now.
paused = The AI waits: type ai to let it move.

## Players and the board

player-human = human
player-ai = AI level { $level }
player-engine = engine
engine-failed = The engine playing { $color } cannot play ({ $reason }): a person plays { $color } from now on, and the game goes on.
player-label = { $color } ({ $player })
sides = { $white }, { $black }.
view-player = { $player }: { $hand }, { $board }
view-clock = , clock { $time }
flag-fall = { $color } ran out of time. { $outcome }
clock-none = No clocks (start them with clock 5+3 or clock 30s).
clock-times = Clocks ({ $control }): White { $white }, Black { $black }
help-clock = show the clocks, or start them: clock 5+3 (minutes + seconds a move), clock 30s, clock none
help-solve = build the endgame databases in the background while you play: solve 8 (pieces in all) or solve 4-3 (one pair and the pairs it needs), solve to see how far, solve stop
solve-started = Building the endgame databases up to { $pieces } pieces in the background; play on. solve shows how far, solve stop stops.
solve-status = Building up to { $pieces } pieces: { $pairs } { $percent } %, { $done } pairs done.
solve-starting = Building up to { $pieces } pieces: starting.
solve-idle = No build under way.
solve-idle-none = No build under way, and no endgame databases are built yet: solve { $next } builds them up to { $next } pieces.
solve-idle-built = No build under way; the endgame databases up to { $pieces } pieces are built (solve { $next } builds more).
solve-idle-all = No build under way; the endgame databases up to { $pieces } pieces, as far as solve goes, are built.
solve-stopping = Stopping the build; what is finished stays.
solve-busy = A build up to { $pieces } pieces is under way (solve stop stops it).
solve-no-dir = There is no data directory to keep the databases in.
solve-ready = The endgame databases up to { $pieces } pieces are ready: the AI, hint and analyze use them now.
solve-started-pair = Building the endgame databases of { $pairs } (and the pairs they need first) in the background; play on. solve shows how far, solve stop stops.
solve-status-pair = Building { $target }: { $pairs } { $percent } %, { $done } pairs done.
solve-starting-pair = Building { $target }: starting.
solve-busy-pair = A build of { $pairs } is under way (solve stop stops it).
solve-ready-pair = The endgame databases of { $pairs } are ready: the AI, hint and analyze use them now.
solve-bad-pair = The rules in play have no pair { $pair }: each side has 3 to { $max } pieces.
solve-stopped = The build stopped; what was finished is kept, and the next solve goes on from there.
solve-failed = The endgame databases could not be built: { $reason }
error-bad-solve = "{ $value }" is not a number of pieces (6 to 24), a pair like 4-3 (3 to 12 pieces a side), nor stop.
error-bad-clock = "{ $value }" is not a time control (none, 5+3, 30s).
view-last-move = Last move: { $mv }
view-to-move = { $color } to move: { $action }
prompt-remove = { $color }, remove which piece?
thinking = { $player } thinking: depth { $depth }, { $seconds } s
thinking-start = { $player } thinking: { $seconds } s
thinking-hint = Looking for a hint: depth { $depth }, { $seconds } s
thinking-analysis = Analysing: depth { $depth }, { $seconds } s

## Replies

move-played = { $player }: { $mv }
ask-removal = { $mv } closes a mill: which piece do you remove? ({ $points })
ask-removal-another = And which other piece? ({ $points })
pending-cancelled = { $mv } was not played: it still needed its removal.
removals-list = Pieces you may remove: { $points }
moves-list = { $count ->
    [one] 1 legal move:
   *[other] { $count } legal moves:
}
undo-done = Taken back: { $moves }.
redo-done = Played again: { $moves }.
hint = Hint: { $mv } ({ $value })
hint-exact = Hint: { $mv } (exact value: { $value })
hint-server = Hint: { $mv } (exact value from the server: { $value })
tablebase-away = The tablebase server cannot help now ({ $reason }): the search decides meanwhile.
analysis-summary-searched = { $total ->
    [one] Best move { $mv }: { $value }; { $weighed } of 1 move weighed, searched to depth { $depth }.
   *[other] Best move { $mv }: { $value }; { $weighed } of { $total } moves weighed, each searched to depth { $depth }.
}
analysis-summary-exact = { $total ->
    [one] Best move { $mv }: { $value }, exact (endgame databases); { $weighed } of 1 move weighed.
   *[other] Best move { $mv }: { $value }, exact (endgame databases); { $weighed } of { $total } moves weighed.
}
analysis-more = { $count ->
    [one] 1 more move: analyze all lists every move.
   *[other] { $count } more moves: analyze all lists every move.
}
analysis-none = No move has a value yet.
level-now = AI level: { $level }
level-now-timed = AI level: { $level }. Level 10 thinks { $seconds } s a move (the app's setting, or --movetime).
level-set = AI level set to { $level }.
new-game = New game: { $rules }. { $sides }
setup-done = Set up: { $rules }. { $sides }
replace-ask = { $count ->
    [one] Replace the game in progress (1 move, not saved)? [y/N]
   *[other] Replace the game in progress ({ $count } moves, not saved)? [y/N]
}
replace-declined = Nothing changed: the game in progress goes on.
set-done = { $option } = { $value }. Rules: { $rules }
set-next-game = { $option } = { $value } from the next game on (type new); this game goes on under { $rules }.
rules-title = Rules: { $rules }
rules-next = The next game: { $rules }
rules-preset-new = To play it: new { $preset }
history-empty = No moves yet.
saved = Game saved to { $file }.
loaded = { $count ->
    [one] Loaded { $file }: 1 move, { $rules }.
   *[other] Loaded { $file }: { $count } moves, { $rules }.
}
draw-declined = { $player } declines the draw.

## Rule options and their values

option-pieces = pieces per player
option-diagonals = the four diagonal lines
option-flying = flying with three pieces left
option-all-in-mills = removing when every piece stands in a mill
option-removals = removals for closing two mills at once
option-first = who moves first
option-repetition = draw when a position stands for the third time
option-n-move = draw after N moves each without a removal (0: never)
option-full-board = what a full board means
option-moves-in-placing = moving a piece instead of placing one while pieces are in hand
option-one-time-mills = a mill removes only the first time it is formed
option-remove-from-mills = pieces in mills may always be removed
option-defender-first = the second player moves first once placing ends
option-restrict-repeated-mills = no moving the piece that closed a mill straight back to close one again
option-endgame-n-move = draw after N moves each without a removal while a side has three pieces (0: never)
option-placing-mills = what a mill closed while placing does to the piece it takes
option-board = the board by its points: three squares (24), two (16) or 3 by 3 (9)
option-intervention = a piece placed or moved between two opposing pieces on a line takes both
values-board = 24, 16 or 9
values-pieces = a number from 9 to 12 (5 to 8 on the 16-point board, 3 on the 9-point board)
values-on-off = on or off
values-flying = on, off or both (both: once either side has three, both fly)
values-all-in-mills = any or none
values-removals = one or per-mill
values-first = white or black
values-n-move = 0 (off) or a number up to 10000
values-full-board = draw, lose, first-loses, side-removes, first-then-second or second-then-first
values-placing-mills = remove, mark, from-hand or mill-counts

## Help

help-title = Type a move ({ $examples }) or one of these commands:
help-footer = Tab completes commands and moves. Ctrl-D or quit leaves; an unfinished game is kept.
help-footer-online = Tab completes commands and moves. quit leaves; the game stays open on the server, and morris online rejoin goes back to it.
help-new = start a new game: a preset, changed by rule options
help-moves = list the legal moves
help-undo = take back the last move (and the AI's reply); online, ask your friend to (also: takeback)
help-redo = play again what undo took back
help-hint = suggest a move and its value
help-analyze = show the best move, its value, how deep it was searched and the next best (analyze all: every legal move; exact from the endgame databases, else searched)
help-ai = let the AI play the side to move now
help-level = show or set the AI's level, 1 (weakest) to 10
help-swap = change sides with the other player
help-set = set a rule option (now if no move was played, else for the next game)
help-rules = show the rules
help-show = draw the board
help-history = list the moves played
help-save = save the game record to a file (with --format playok or sanmill, in the form those programs read)
help-load = load a game record from a file
help-position = print the position text
help-setup = start a game from a position text (as position prints it), under the rules in play
help-resign = resign the game
help-draw = offer a draw (between two people: agree to it)
help-accept = say yes to the question asked of you: a draw offered, and online also a takeback or a rematch (also: yes)
help-decline = say no to it (also: no)
help-rematch = online: ask for a new game with the colours swapped, or agree to the one asked for
help-claim = online: win the game when your friend stayed away too long
help-record = print the game's record
help-review = grade every turn of the game so far: exact where the endgame databases know the position, searched elsewhere (review practice: then try your mistakes again)
help-help = help on all commands, or on one
help-quit = leave; an unfinished game is kept

## Errors: one line each

error-line = line { $line }: { $message }
error-empty = Empty command: type a move or a command (help lists them).
error-too-long = The line is too long ({ $length } bytes).
error-unknown-command = Unknown command "{ $word }" (help lists the commands).
error-usage = Usage: { $usage }
error-unknown-preset = Unknown rules "{ $name }": help new lists every preset.
error-unknown-option = Unknown rule option "{ $name }": rules lists the options.
error-bad-value = "{ $value }" is not a value of { $option } (expected { $expected }).
error-bad-level = "{ $value }" is not a level (1 to 10).
error-bad-depth = "{ $value }" is not a depth (2 to { $max } plies).
error-bad-color = "{ $value }" is not a side (white or black).
error-bad-format = "{ $value }" is not a record format (morris, playok or sanmill).
error-unknown-topic = There is no command "{ $word }" to help with.
error-bad-move = "{ $text }" is not a move: { $reason }
error-game-over = The game is over: type new for another game, or undo.
error-nothing-to-undo = There is nothing to undo.
error-nothing-to-redo = There is nothing to redo.
error-no-pending = No move waits for a removal: write the removal with its move, like d6-d5xa7.
error-save = Cannot save { $file }: { $reason }
error-read = Cannot read { $file }: { $reason }
error-load = Cannot load { $file }: { $reason }
error-keep = Cannot keep the unfinished game: { $reason }
error-no-person = No person plays here: name the side, as in resign white.
error-ai-to-move = It is the AI's turn: wait for its move, or type ai.
bad-move-empty = it is empty
bad-move-point = no point at character { $at } (points are named like a7, d6, g1)
bad-move-unexpected = unexpected text at character { $at } (moves look like d6, d6-d5 or d6-d5xa7)
bad-move-duplicate = { $point } is removed twice
bad-move-same-point = a move from { $point } to { $point } goes nowhere

## Illegal moves

illegal-move = { $mv } is not legal: { $reason }

## Game records
database-refused = An endgame database is not used ({ $reason }): build it again with solve.

## Online games (morris online host, morris online join)
online-link = Send your friend this link: { $link }
online-watch = Anyone can watch with the code { $code }.
online-watch-link = Anyone can watch the game at { $link }
online-you-play = You play { $color }.
online-waiting = Waiting for your friend to join…
online-joined = { $name } joined.
online-your-turn = Your turn.
online-played = { $color } played { $mv }.
online-over = Game over: { $result }
online-draw-sent = You offered a draw.
online-draw-offered = { $name } offers a draw: type accept or decline.
online-draw-declined = The draw offer was declined.
online-takeback-sent = You asked to take back your last move.
online-takeback-asked = { $name } asks to take back their last move: type accept or decline.
online-took-back = { $turns ->
    [one] One move was taken back.
   *[other] { $turns } moves were taken back.
}
online-takeback-declined = The take-back was declined.
online-rematch-sent = You asked for a rematch.
online-rematch-asked = { $name } asks for a rematch with the colours swapped: type accept or decline.
online-rematch-declined = The rematch was declined.
online-new-game = A new game begins. You play { $color }.
online-away = { $name } is disconnected. If they stay away { $minutes ->
    [one] a minute
   *[other] { $minutes } minutes
}, type claim to win the game.
online-back = { $name } is back.
online-reconnecting = The connection was lost; reconnecting (attempt { $attempt })…
online-reconnected = Connected again.
online-failed = The connection is gone: { $reason }
online-refused = The server refused: { $reason }
online-not-seated = Not in the game yet: wait for the server.
online-no-opponent = Your friend has not joined yet.
online-not-your-turn = It is { $name }'s turn.
online-game-over = The game is over.
error-not-online = { $command } cannot be used in an online game: the game is the server's. Type help for the commands that can.
error-online-only = { $command } is for an online game (morris online host or morris online join).
online-no-question = There is nothing to answer.
online-input-ended = The input ended; leaving the game.
online-error-unknown-code = no game has this code
online-error-room-full = this invite was already used: the room is full
online-error-room-expired = the room was idle for more than a day and is closed
online-error-bad-token = the server does not know this seat
online-error-version = the server speaks another version of the protocol: update Morris
online-error-not-your-turn = it is your friend's turn
online-error-stale = that move was meant for another position
online-error-game-over = the game is over
online-error-nothing-to-take-back = there is no move of yours to take back
online-error-not-away = your friend is not away long enough to claim the game
online-error-no-request = there is no such request, or one is already waiting
online-error-too-fast = too many messages at once
online-error-server = the server could not keep it; try again
online-error-too-many-rooms = this address made too many rooms for now; try again later
online-error-server-full = the server holds as many rooms as it can; try again later
online-seat-kept = The game stays open on the server: morris online rejoin goes back to it.
online-seat-waiting = An online game of yours is still open: morris online rejoin goes back to it.
online-seat-not-kept = The seat could not be kept for a rejoin: { $reason }
online-no-seat = No online game of yours is open on this machine.
online-left = { $name } left.
solve-started-whole = Solving the whole game of these rules in the background, from the first placement on (a few seconds); solve says how far it is.
solve-status-whole = Solving the whole game: { $percent } %.
solve-status-opening = Every pair is built; searching the placing phase from the empty board.
solve-status-placings = The empty board is valued; valuing the positions after the first two placements: { $percent } %.
solve-idle-whole-none = No build under way, and the whole game of these rules is not solved yet: solve 6 solves it, from the first placement on, in seconds.
solve-idle-whole-built = No build under way; the whole game of these rules is solved: the AI at level 10, hint and analyze play every position of it perfectly.
solve-ready-whole = The whole game is solved: the AI at level 10, hint and analyze play it perfectly now.

# Trying the mistakes of a reviewed game again (review practice).
practice-none = No mistake of yours to try again in this game.
practice-start = { $count ->
    [one] One turn to try again.
   *[other] { $count } turns to try again.
} Type a better turn; answer (or show me) gives it, next skips, stop ends.
practice-position = { $number } { $turn } ({ $grade }): find a better turn for { $color }.
practice-prompt = Try again { $index }/{ $count }, { $color }>
practice-right = Yes: { $turn } — { $grade }, { $value }.
practice-wrong = Not that: { $turn } — { $grade }, { $value }. Try again, or type answer.
practice-answer = The answer: { $best }, { $value }.
practice-over = Practice over: { $found } of { $count } found.
practice-help = Type a turn, or answer, next, show or stop.

# Puzzles in the terminal (puzzle).
help-puzzle = puzzles certified by the solved game: puzzle (the next, near your rating), puzzle daily, puzzle streak, puzzle rush 3 or 5, puzzle theme NAME (puzzle themes lists them), puzzle rules PRESET, puzzle hint, puzzle show (the answer), puzzle again, puzzle rating, puzzle stop (back to the game)
error-unknown-theme = There is no puzzle theme "{ $word }": the themes are { $themes }, or any.
error-bad-rush = A rush lasts 3 or 5 minutes, not "{ $value }".
puzzle-prompt = Puzzle, { $color }>
puzzle-prompt-streak = Streak { $solved }, { $color }>
puzzle-prompt-rush = Rush { $left }, { $color }>
puzzle-repl-help = Type a turn (for a removal, the point alone), or next, hint, answer, again, rating, themes, theme NAME, daily, streak, rush, show (the board) or stop (back to the game).
puzzle-try-again = Try again, or type answer.
puzzle-what-next = Type next for another puzzle, or stop to go back to the game.
puzzle-stopped = Back to the game.
puzzle-nothing-shown = No puzzle is shown: type puzzle for one.
puzzle-unknown-id = No puzzle of this set has the id { $id }.
puzzle-history = { $count } rated { $count ->
    [one] attempt
   *[other] attempts
}; the last ratings: { $last }
puzzle-best-streak = Best streak: { $best }
puzzle-best-rush = Best rush of { $minutes } minutes: { $best }
puzzle-not-online = Not while an online game goes on: its clocks do not wait. Puzzles after the game.
analysis-from-server = Exact values from the server { $url }.
