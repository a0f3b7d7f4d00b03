"""L'Isola dei Vulcani's front end: layout, rendering, controller, words; ``front`` is the only
module that touches the browser."""
