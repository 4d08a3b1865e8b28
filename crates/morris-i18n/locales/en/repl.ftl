# Messages of the terminal game.
