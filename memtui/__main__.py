from memtui.cli.main import main

main()
