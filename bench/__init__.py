"""memtui benchmarks (issue 7): synthetic workspaces and one line per figure. Run `python -m bench`."""
