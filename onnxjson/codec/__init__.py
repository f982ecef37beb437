"""bytes ⇄ document: the descriptor-driven codec (see docs/FORMAT.md)."""
