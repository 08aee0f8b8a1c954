"""The list at `/`, held to `threads list`: the header line, the columns, every row (id, order,
star, unread count, bold when unread), the "Older" link and the saved filters as links."""

import datetime
import urllib.parse

from selenium.webdriver.common.by import By

import browser
from webcase import WebTestCase


def instant(text):
    return datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))


def shown_as(cell, full):
    """A cell shows a text whole, or cut with an ellipsis as the terminal's table does."""
    cell = (cell or "").strip()
    return cell == full or (cell.endswith("…") and full.startswith(cell[:-1].rstrip()))


class TheList(WebTestCase):
    own_inbox = False  # reads only

    def setUp(self):
        super().setUp()
        browser.open_list(self.driver, self.inbox)

    def test_the_heading_is_the_list_header_line(self):
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "main h1").text, self.inbox.header())

    def test_the_rows_are_threads_list(self):
        threads = self.inbox.threads()
        self.assertTrue(threads)
        rows = self.assertRowsMatch(threads)
        for row, thread in zip(rows, threads):
            where = f"thread {thread['id']}"
            self.assertEqual((row["idText"] or "").strip(), str(thread["id"]), f"td.id of {where}")
            self.assertTrue(shown_as(row["title"], thread["title"]), f"td.title of {where}: {row['title']!r}")
            self.assertEqual(row["href"], f"/threads/{thread['id']}", f"the title links to {where}")
            self.assertTrue(shown_as(row["with"], ", ".join(thread["participants"])), f"td.with of {where}: {row['with']!r}")
            expected = str(thread["unread_count"]) if thread["unread_count"] else ""
            self.assertIn((row["count"] or "").strip(), (expected, "0") if not expected else (expected,), f"td.count of {where}")
            self.assertIsNotNone(row["datetime"], f"td.active time of {where}")
            self.assertEqual(instant(row["datetime"]), instant(thread["last_activity_at"]), f"the time of {where}")

    def test_starred_rows_are_marked(self):
        threads = self.inbox.threads()
        self.assertTrue(any(t["starred"] for t in threads) and not all(t["starred"] for t in threads))
        for row, thread in zip(browser.rows(self.driver), threads):
            self.assertEqual((row["mark"] or "").strip(), "★" if thread["starred"] else "",
                             f"td.mark of thread {thread['id']} (starred: {thread['starred']})")

    def test_unread_rows_are_bold_and_read_rows_not(self):
        threads = self.inbox.threads()
        self.assertTrue(any(t["unread_count"] for t in threads) and not all(t["unread_count"] for t in threads))
        for row, thread in zip(browser.rows(self.driver), threads):
            weight = int(row["titleWeight"])
            if thread["unread_count"]:
                self.assertGreaterEqual(weight, 600, f"unread thread {thread['id']}'s title is bold")
                self.assertIn("unread", row["classes"].split(), f"unread thread {thread['id']}'s row has class unread")
            else:
                self.assertLess(weight, 600, f"read thread {thread['id']}'s title is not bold")
                self.assertNotIn("unread", row["classes"].split())

    def test_the_columns_are_the_list_tables(self):
        headings = [th.get_attribute("textContent").strip().upper()
                    for th in self.driver.find_elements(By.CSS_SELECTOR, "table.threads thead th")]
        self.assertEqual(headings, ["STARRED", "ID", "TITLE", "WITH", "UNREAD", "ACTIVE"])

    def test_the_page_has_a_language_and_the_contract_fields(self):
        self.assertTrue(self.driver.find_element(By.TAG_NAME, "html").get_attribute("lang"))
        field = self.driver.find_element(By.CSS_SELECTOR, "input[type=search][name=q]")
        self.assertEqual(field.get_attribute("id"), "q")
        self.assertTrue(self.driver.find_element(By.CSS_SELECTOR, "meta[name=csrf-token]").get_attribute("content"))
        self.assertEqual(self.driver.find_element(By.ID, "q-error").get_attribute("textContent").strip(), "")

    def test_fewer_than_a_page_has_no_older_link(self):
        self.assertLessEqual(len(self.inbox.threads(limit=0)), 50)
        self.assertFalse(self.driver.find_elements(By.CSS_SELECTOR, "nav.pages a[rel=next]"))


class Pages(WebTestCase):
    seeds = ((60, 120, 1),)  # 74 threads, 72 in the inbox: two pages of 50

    def test_the_first_page_is_fifty_threads(self):
        browser.open_list(self.driver, self.inbox)
        self.assertRowsMatch(self.inbox.threads(limit=50), "on the first page")
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "main h1").text, self.inbox.header())

    def test_older_opens_the_next_page(self):
        browser.open_list(self.driver, self.inbox)
        older = self.driver.find_element(By.CSS_SELECTOR, "nav.pages a[rel=next]")
        self.assertEqual(older.text.strip(), "Older")
        browser.click_and_load(self.driver, older)
        browser.wait_for_page(self.driver, "list")
        second = self.inbox.threads(limit=50, offset=50)
        self.assertTrue(second)
        self.assertRowsMatch(second, "on the second page")
        self.assertFalse(self.driver.find_elements(By.CSS_SELECTOR, "nav.pages a[rel=next]"),
                         "the last page has no Older link")

    def test_a_query_pages_too(self):
        query = "not is:starred"
        self.assertGreater(self.inbox.count(query), 50)
        browser.open_list(self.driver, self.inbox, query)
        self.assertRowsMatch(self.inbox.threads(query, limit=50))
        browser.click_and_load(self.driver, self.driver.find_element(By.CSS_SELECTOR, "nav.pages a[rel=next]"))
        self.assertRowsMatch(self.inbox.threads(query, limit=50, offset=50), "on the query's second page")
        self.assertEqual(browser.query(self.driver).get("q"), [query], "the next page keeps the query")

    def test_saved_filters_are_links(self):
        self.inbox.cli("filter", "save", "urgent", "--starred", "--unread")
        browser.open_list(self.driver, self.inbox)
        links = {a.text.strip(): a for a in self.driver.find_elements(By.CSS_SELECTOR, "nav.filters a")}
        self.assertIn("urgent", links)
        href = links["urgent"].get_attribute("href")
        self.assertEqual(urllib.parse.urlsplit(href).path, "/")
        self.assertEqual(urllib.parse.parse_qs(urllib.parse.urlsplit(href).query), {"filter": ["urgent"]}, "list --filter urgent")
        browser.click_and_load(self.driver, links["urgent"])
        browser.wait_for_page(self.driver, "list")
        expected = self.inbox.threads(flags=("--filter", "urgent"))
        self.assertTrue(expected)
        self.assertRowsMatch(expected, "of the saved filter")
