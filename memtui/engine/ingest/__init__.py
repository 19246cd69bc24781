"""Ingestion: daily notes and transcripts into fragments (`pipeline`), and openclaw's recall
stores into votes and phase signals (`openclaw_import`)."""
