# Prints, a line each, what fish's completion offers for the command line $argv[2] once the
# completion script $argv[1] is loaded (`complete -C`), without the descriptions.
source $argv[1]
complete -C $argv[2] | string replace -r '\t.*' ''
# string replace's status says whether it replaced anything (ids have no description); this
# driver's says only that fish ran it.
exit 0
