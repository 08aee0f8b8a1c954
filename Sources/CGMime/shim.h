// GMime 3 (Debian libgmime-3.0-dev, installed by scripts/bootstrap): the MIME parser notmuch is
// built on. Its header brings GLib's and GObject's with it.
#include <gmime/gmime.h>
