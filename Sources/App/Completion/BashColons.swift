/// What `threads` adds to the bash script argument-parser writes (`--generate-completion-script
/// bash`), so that a query's `tag:NAME` completes in bash as in zsh and fish.
///
/// bash splits the line into words at every character of `COMP_WORDBREAKS`, `:` among them, so
/// `threads list tag:wo` reaches a completion function as `tag`, `:`, `wo`: three words where
/// `list` takes one query, and argument-parser's function, counting positionals, offers nothing.
/// The function added here joins the words again where bash split them at a colon (no blank
/// between) and calls argument-parser's with them. readline then puts a candidate in place of
/// only what follows the word's last colon, so that much is taken off each candidate, as
/// bash-completion's `__ltrim_colon_completions` does. `COMP_WORDBREAKS` itself is the user's
/// and is left alone.
enum BashColons {
    /// The line argument-parser's script ends with: its function, registered for `threads`.
    static let registration = "complete -o filenames -F _threads threads"

    /// `script` with the joining function registered in place of argument-parser's own; any
    /// other script (zsh's, fish's, or a bash script of another shape) as it is.
    static func amended(_ script: String) -> String {
        guard script.hasPrefix("#!/bin/bash"), script.contains(registration) else { return script }
        return script.replacingOccurrences(of: registration, with: function + "\ncomplete -o filenames -F _threads_joining_colons threads")
    }

    /// Calls `_threads` with `COMP_WORDS` joined again at the colons bash split them at, the word
    /// being completed whole (`tag:wo`), and then leaves on each candidate only what replaces
    /// readline's word, what follows the last colon.
    static let function = #"""
        # threads: bash splits words at ':' (COMP_WORDBREAKS), so a query's `tag:wo` would reach
        # _threads as three words; they are joined again, and the candidates cut to what readline
        # replaces, what follows the word's last ':'.
        _threads_joining_colons() {
            local -a joined=()
            local -i index cword=0
            local line="${COMP_LINE}" rest word
            for ((index = 0; index < ${#COMP_WORDS[@]}; index++)); do
                word="${COMP_WORDS[index]}"
                rest="${line#"${line%%[![:space:]]*}"}"
                if ((index > 0 && ${#rest} == ${#line})) && [[ "${word}" == ":" || "${joined[-1]}" == *: ]]; then
                    joined[-1]+="${word}"
                else
                    joined+=("${word}")
                fi
                line="${rest#"${word}"}"
                ((index == COMP_CWORD)) && cword=$((${#joined[@]} - 1))
            done
            local current="${joined[cword]}" cur="${2}"
            local -i split=0
            [[ "${current}" != "${COMP_WORDS[COMP_CWORD]}" ]] && split=1 && cur="${current}"
            local -a COMP_WORDS=("${joined[@]}")
            local -i COMP_CWORD="${cword}"
            _threads "${1}" "${cur}" "${joined[cword - 1]}"
            if ((split)) && [[ "${current}" == *"${2}" ]]; then
                local -i reply
                for reply in "${!COMPREPLY[@]}"; do
                    COMPREPLY[reply]="${COMPREPLY[reply]#"${current%"${2}"}"}"
                done
            fi
        }
        """#
}
