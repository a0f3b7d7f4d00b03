from game.ui.boot import start

start()
