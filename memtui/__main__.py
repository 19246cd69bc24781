from memtui.cli import main

main()
