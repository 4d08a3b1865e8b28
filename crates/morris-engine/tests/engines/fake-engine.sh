#!/usr/bin/env bash
# A misbehaving engine for the match tests. It shakes hands properly, then
# misbehaves in the way its first argument names:
#   crash    exits at the first go
#   silent   never answers a go
#   garbled  answers something that is not a move
#   illegal  answers a move the rules forbid at the start (a slide)
#   none     claims the game is over
#   flood    prints info lines without end at the first go
#   echo-time  answers `bestmove tMS`, not a move: MS the go's movetime
mode=$1
while IFS= read -r line; do
  case "$line" in
    uci) echo "id name Fake $mode"; echo "id author tests"; echo "uciok" ;;
    isready) echo "readyok" ;;
    quit) exit 0 ;;
    go*)
      case "$mode" in
        crash) exit 3 ;;
        silent) ;;
        garbled) echo "bestmove hello" ;;
        illegal) echo "bestmove d6-d5" ;;
        none) echo "info depth 1 score cp 0 nodes 1 bestmove none" ;;
        flood) yes "info string flooding the referee" ;;
        echo-time) ms=${line##*movetime }; echo "bestmove t${ms%% *}" ;;
      esac ;;
  esac
done
