# Messages of the desktop app.
