"""AI seats. A bot receives a seat's view and the prompt it must answer and returns a command;
it never receives the game state."""
