"""Game-agnostic core: hex maths, deterministic randomness, the protocol and game records."""
