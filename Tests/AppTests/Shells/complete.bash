# Prints, a line each, what bash's completion offers for the command line $2 (the cursor at its
# end) once the completion script $1 is loaded: the function `complete -F` names, called as bash
# calls it on Tab.
#
# The line is split into words as bash splits it: at blanks, and around each ':' and '='
# (COMP_WORDBREAKS) outside quotes, so `tag:wo` is the words `tag`, `:`, `wo`. The word handed
# to the function as the one completed is readline's: what follows the last of those, without
# an opening quote. A candidate replaces only that, so each is printed after the part of the
# shell's word before it (`tag:` then `work`), as the word reads once completed.
source "$1"
COMP_LINE=$2
COMP_POINT=${#COMP_LINE}
COMP_WORDS=()
word='' started=0 quote='' before=''
for ((i = 0; i < ${#COMP_LINE}; i++)); do
  c=${COMP_LINE:i:1}
  if [[ -n $quote ]]; then
    word+=$c
    [[ $c == "$quote" ]] && quote=''
    continue
  fi
  case $c in
    [[:blank:]]) ((started)) && COMP_WORDS+=("$word"); word='' started=0 before='' ;;
    :|=) ((started)) && COMP_WORDS+=("$word") && before+=$word; COMP_WORDS+=("$c"); before+=$c word='' started=0 ;;
    [\"\']) quote=$c word+=$c started=1 ;;
    *) word+=$c started=1 ;;
  esac
done
cur=''
if ((started)); then
  COMP_WORDS+=("$word")
  cur=${word#[\"\']}
elif [[ -z $COMP_LINE || $COMP_LINE == *[[:blank:]] ]]; then
  COMP_WORDS+=('')
fi
COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
[[ $(complete -p threads) =~ -F\ ([^ ]+) ]] || exit 1
COMPREPLY=()
"${BASH_REMATCH[1]}" threads "$cur" "${COMP_WORDS[COMP_CWORD - 1]}"
for reply in "${COMPREPLY[@]}"; do printf '%s%s\n' "$before" "$reply"; done
