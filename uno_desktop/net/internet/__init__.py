"""Rooms by code across the internet: magic-wormhole's mailbox server finds the room, its
transit relay (or a direct path) carries the game. Imported only when a player opens an
internet room, never on the way to a classic table (docs/internet.md)."""
