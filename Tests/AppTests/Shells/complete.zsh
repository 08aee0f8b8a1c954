# Prints, a line each, what zsh's completion system offers when Tab is pressed after the command
# line $2, with the completion functions in folder $1 (`_threads`). Completion runs only in the
# line editor, so an interactive zsh runs on a pseudo-terminal (zsh/zpty). Its compadd is wrapped
# to print each match it is given, marked, before adding it; a key bound to completing and then
# printing a mark says when completion is over (input typed ahead would cut completion short).
zmodload zsh/zpty
zpty shell zsh -f -i
zpty -w shell "PROMPT='' RPROMPT=''"
zpty -w shell "fpath=(${(q)1} \$fpath); autoload -U compinit; compinit -u -d \$HOME/.zcompdump"
zpty -w shell 'compadd() { local -a m; builtin compadd -O m "$@"; (( $#m )) && print -rl -- "+match+"${^m}; builtin compadd "$@" }'
zpty -w shell 'complete-then-mark() { zle complete-word; print -n -- "+done""+" }; zle -N complete-then-mark; bindkey "^X" complete-then-mark'
zpty -w -n shell "$2"$'\C-x'
local out='' chunk
integer waited=0
while [[ $out != *+done+* ]] && (( waited < 200 )); do
  if zpty -r -t shell chunk; then out+=$chunk; else sleep 0.05; (( waited++ )); fi
done
zpty -d shell
[[ $out == *+done+* ]] || { print -u2 "complete.zsh: no answer from zsh in 10 s"; exit 1 }
# Each mark is followed by its match up to the end of its line; the echo of the wrapper's own
# definition above is followed by a quote instead.
local -aU matches
local piece
for piece in "${(@)${(@s:+match+:)out}[2,-1]}"; do
  piece=${piece%%[$'\r\n\e']*}
  [[ -n $piece && $piece != \"* ]] && matches+=("$piece")
done
print -rl -- $matches
