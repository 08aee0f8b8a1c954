"""The test case every web test starts from: an inbox, a browser, signed in.

Class attributes say what a class needs:
- `own_inbox` (True): a fresh inbox and server of its own (False: Inbox.shared(), which no
  test may change);
- `seeds`: more synthetic threads for it, as (threads, messages, random seed);
- `javascript` (True) and `signed_in` (True) for its browser.

When a test fails, the page it was on is kept as PNG and HTML in $THREADS_WEB_FAILURES (if set).
"""

import os
import re
import unittest

import browser
from server import Inbox


class WebTestCase(unittest.TestCase):
    own_inbox = True
    seeds = ()
    javascript = True
    signed_in = True

    @classmethod
    def setUpClass(cls):
        if cls.own_inbox:
            cls.inbox = Inbox.start(re.sub(r"\W", "-", cls.__name__), cls.seeds)
            cls.addClassCleanup(cls.inbox.stop)
        else:
            cls.inbox = Inbox.shared()
        cls.driver = browser.new_driver(javascript=cls.javascript)
        cls.addClassCleanup(cls.driver.quit)
        if cls.signed_in:
            try:
                browser.sign_in(cls.driver, cls.inbox)
            except Exception:
                keep_page(cls.driver, f"{cls.__module__}.{cls.__qualname__}.setUpClass")
                raise

    def setUp(self):
        browser.color_scheme(self.driver, "light")
        browser.desktop(self.driver)

    def run(self, result=None):
        before = len(result.failures) + len(result.errors) if result is not None else 0
        outcome = super().run(result)
        if result is not None and len(result.failures) + len(result.errors) > before:
            self.keep_page()
        return outcome

    def keep_page(self):
        keep_page(getattr(type(self), "driver", None), self.id())

    # Shared assertions

    def assertRowsMatch(self, threads, where=""):
        """The list's rows are the CLI's threads: ids and order, data-starred, data-unread."""
        rows = browser.rows(self.driver)
        self.assertEqual([int(r["id"]) for r in rows], [t["id"] for t in threads],
                         f"the rows' ids and order {where}, held to threads list --format json")
        for row, thread in zip(rows, threads):
            self.assertEqual(row["starred"], "true" if thread["starred"] else "false",
                             f"data-starred of thread {thread['id']}")
            self.assertEqual(row["unread"], str(thread["unread_count"]), f"data-unread of thread {thread['id']}")
        return rows


def keep_page(driver, name):
    """The page a failure happened on, as PNG and HTML in $THREADS_WEB_FAILURES."""
    folder = os.environ.get("THREADS_WEB_FAILURES")
    if not folder or driver is None:
        return
    try:
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, name)
        driver.save_screenshot(path + ".png")
        with open(path + ".html", "w", encoding="utf-8") as f:
            f.write(f"<!-- {driver.current_url} -->\n{driver.page_source}")
    except Exception as error:  # the failure itself is what matters
        print(f"(could not keep the page of {name}: {error})")
