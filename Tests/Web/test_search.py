"""Search in the query language (docs/queries.md): as you type, with JavaScript, the list is read
again without a page load and the address's q follows; from the address, without it. A bad query
shows the CLI's words beside the field, and the page is still the list, not an error page."""

import time
import urllib.parse

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import browser
from webcase import WebTestCase

QUERIES = ("is:starred", "ロゴ", 'from:aiko or with:"Dana Whitfield"', "is:unread not is:starred")
BAD_QUERIES = ("foo:bar", "is:starred )", "is:")


class SearchAsYouType(WebTestCase):
    own_inbox = False  # reads only

    def setUp(self):
        super().setUp()
        browser.open_list(self.driver, self.inbox)
        self.driver.execute_script("window.__marker = 1")

    def type_query(self, text):
        field = self.driver.find_element(By.CSS_SELECTOR, "input[type=search][name=q]")
        field.click()
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys(Keys.DELETE)
        field.send_keys(text)
        return field

    def assertNoPageLoad(self):
        self.assertEqual(self.driver.execute_script("return window.__marker"), 1,
                         "the page was loaded again (window.__marker is gone)")

    def error_text(self):
        return self.driver.find_element(By.ID, "q-error").get_attribute("textContent").strip()

    def test_the_list_follows_the_query_as_it_is_typed(self):
        for query in QUERIES:
            with self.subTest(query=query):
                self.type_query(query)
                expected = self.inbox.threads(query)
                ids = [t["id"] for t in expected]
                browser.wait(self.driver, lambda d: browser.row_ids(d) == ids and browser.query(d).get("q") == [query],
                             5, f"the rows for {query!r} ({ids}) and ?q= in the address")
                time.sleep(0.5)  # an answer to an earlier keystroke arriving late must not win
                self.assertRowsMatch(expected, f"for {query!r}")
                self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "main h1").text, self.inbox.header(query))
                self.assertEqual(browser.query(self.driver).get("q"), [query])
                self.assertEqual(self.error_text(), "")
                self.assertNoPageLoad()

    def test_no_match_says_so(self):
        self.type_query("zzqxnothinglikethis")
        browser.wait(self.driver, lambda d: d.find_elements(By.CSS_SELECTOR, "main p.empty"), 5, "p.empty")
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "main p.empty").text.strip(), "No threads match.")
        self.assertEqual(browser.row_ids(self.driver), [])
        self.assertNoPageLoad()

    def test_a_bad_query_shows_the_cli_words_beside_the_field(self):
        for query in BAD_QUERIES:
            with self.subTest(query=query):
                words = self.inbox.query_error(query)
                field = self.type_query(query)
                browser.wait(self.driver, lambda d: words in self.error_text(), 5,
                             f"#q-error shows {words!r}")
                time.sleep(0.5)
                self.assertIn(words, self.error_text())
                self.assertTrue(self.driver.find_element(By.ID, "q-error").is_displayed())
                self.assertEqual(field.get_attribute("aria-describedby"), "q-error")
                self.assertEqual(browser.page(self.driver), "list", "a bad query is not an error page")
                self.assertEqual(field.get_attribute("value"), query, "what was typed stays")
                self.assertNoPageLoad()
        self.type_query("is:starred")
        browser.wait(self.driver, lambda d: self.error_text() == "", 5, "a good query clears the words")


class SearchFromTheAddress(WebTestCase):
    own_inbox = False
    javascript = False

    def test_a_query_in_the_address_lists_as_the_cli(self):
        for query in QUERIES:
            with self.subTest(query=query):
                browser.open_list(self.driver, self.inbox, query)
                self.assertRowsMatch(self.inbox.threads(query), f"for {query!r}")
                self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "main h1").text, self.inbox.header(query))
                self.assertEqual(self.driver.find_element(By.ID, "q").get_attribute("value"), query)

    def test_a_query_written_with_plus_signs_lists_the_same(self):
        # A GET form writes spaces as + (application/x-www-form-urlencoded): the same list.
        query = "is:unread not is:starred"
        self.driver.get(self.inbox.url("/?" + urllib.parse.urlencode({"q": query})))
        browser.wait_for_page(self.driver, "list")
        self.assertEqual(self.driver.find_element(By.ID, "q").get_attribute("value"), query)
        self.assertEqual(self.driver.find_element(By.ID, "q-error").get_attribute("textContent").strip(), "")
        self.assertRowsMatch(self.inbox.threads(query), f"for {query!r} written with +")

    def test_a_bad_query_in_the_address_shows_the_cli_words(self):
        for query in BAD_QUERIES:
            with self.subTest(query=query):
                browser.open_list(self.driver, self.inbox, query)
                self.assertIn(self.inbox.query_error(query),
                              self.driver.find_element(By.ID, "q-error").get_attribute("textContent"))
                self.assertEqual(self.driver.find_element(By.ID, "q").get_attribute("value"), query)
                answer = browser.http(self.inbox.url(browser.list_path(query)), cookies=self.driver.get_cookies())
                self.assertLess(answer.status, 500, "a bad query is not a server error")
