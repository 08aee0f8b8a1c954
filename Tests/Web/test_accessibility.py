"""Accessible (docs/web.md): no serious or critical axe-core finding on the list, a thread,
the question page and sign-in, light and dark, at 1280 and 375 px; real headings, a labelled
search field, buttons with names and a visible focus."""

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import browser
from webcase import WebTestCase

BULK_QUERY = "not is:starred"  # over 20 threads once seeded: the question page


class Pages(WebTestCase):
    """Opens each page the tests look at; the question page by asking to archive a query's threads
    (the question changes nothing)."""
    seeds = ((30, 60, 1),)

    def open_list(self):
        browser.open_list(self.driver, self.inbox)

    def open_thread(self):
        browser.open_thread(self.driver, self.inbox, self.inbox.thread_titled("ロゴデザインの件")["id"])

    def open_bad_query(self):
        browser.open_list(self.driver, self.inbox, "foo:bar")

    def open_question(self):
        self.assertGreater(self.inbox.count(BULK_QUERY), 20)
        browser.open_list(self.driver, self.inbox, BULK_QUERY)
        browser.click_and_load(self.driver, browser.button(self.driver.find_element(By.CSS_SELECTOR, "form.bulk"), "Archive all"))
        browser.wait_for_page(self.driver, "question")

    def signed_out(self, wrong_token=False):
        other = browser.new_driver()
        self.addCleanup(other.quit)
        other.get(self.inbox.url("/signin"))
        browser.wait_for_page(other, "signin")
        if wrong_token:
            other.find_element(By.CSS_SELECTOR, "input[type=password][name=token]").send_keys("thr_wrong")
            browser.click_and_load(other, browser.button(other, "Sign in"))
            browser.wait_for_page(other, "signin")
        return other

    def signed_in_pages(self):
        return [("list", self.open_list), ("thread", self.open_thread), ("question", self.open_question),
                ("list with a bad query", self.open_bad_query)]


class Axe(Pages):
    def check(self, driver, name, reopen=None):
        for width in (1280, 375):
            for scheme in ("light", "dark"):
                with self.subTest(page=name, width=width, scheme=scheme):
                    if width == 375:
                        browser.phone(driver)
                    else:
                        browser.desktop(driver)
                    browser.color_scheme(driver, scheme)
                    if reopen:
                        reopen()
                    results = browser.axe(driver)
                    bad = browser.serious(results)
                    self.assertFalse(bad, f"axe-core {browser.axe_version(driver)} on {name} at {width} px, {scheme}:\n"
                                          + browser.describe_violations(bad))

    def test_list(self):
        self.check(self.driver, "the list", self.open_list)

    def test_thread(self):
        self.check(self.driver, "a thread", self.open_thread)

    def test_question(self):
        self.check(self.driver, "the question page", self.open_question)
        self.assertGreater(self.inbox.count(BULK_QUERY), 20, "asking changed nothing")

    def test_list_with_a_bad_query(self):
        self.check(self.driver, "the list with a bad query", self.open_bad_query)

    def test_sign_in(self):
        self.check(self.signed_out(), "sign-in")

    def test_sign_in_after_a_wrong_token(self):
        self.check(self.signed_out(wrong_token=True), "sign-in after a wrong token")


class Semantics(Pages):
    def test_one_h1_on_every_page(self):
        for name, open_page in self.signed_in_pages():
            with self.subTest(page=name):
                open_page()
                headings = self.driver.find_elements(By.TAG_NAME, "h1")
                self.assertEqual(len(headings), 1, f"{name} has one h1")
                self.assertTrue(headings[0].text.strip())
                self.assertTrue(self.driver.find_element(By.TAG_NAME, "html").get_attribute("lang"))
        other = self.signed_out()
        self.assertEqual([h.text for h in other.find_elements(By.TAG_NAME, "h1")], ["Sign in"])

    def test_the_search_field_is_labelled(self):
        self.open_list()
        field = self.driver.find_element(By.CSS_SELECTOR, "input[type=search][name=q]")
        labels = self.driver.find_elements(By.CSS_SELECTOR, f"label[for='{field.get_attribute('id')}']")
        self.assertTrue(labels and labels[0].get_attribute("textContent").strip(), "label[for=q] with words")
        self.assertTrue(self.driver.find_element(By.CSS_SELECTOR, "form.search").get_attribute("role") == "search")

    def test_every_button_has_a_name(self):
        for name, open_page in self.signed_in_pages():
            with self.subTest(page=name):
                open_page()
                for b in self.driver.find_elements(By.TAG_NAME, "button"):
                    self.assertTrue((b.get_attribute("textContent") or "").strip() or b.get_attribute("aria-label"),
                                    f"a button without a name on {name}: {b.get_attribute('outerHTML')[:200]}")

    def test_the_focus_is_visible(self):
        self.open_list()
        browser.focus_page(self.driver)
        seen = []
        for _ in range(12):
            browser.press(self.driver, Keys.TAB)
            tag, outline_style, outline_width, shadow, label = self.driver.execute_script("""
              var e = document.activeElement, s = getComputedStyle(e);
              return [e.tagName, s.outlineStyle, s.outlineWidth, s.boxShadow, (e.textContent || e.name || e.id).trim().slice(0, 40)];""")
            if tag == "BODY":
                continue
            seen.append(label)
            visible = (outline_style != "none" and float(outline_width.replace("px", "") or 0) > 0) or shadow != "none"
            self.assertTrue(visible, f"the focus on {tag} {label!r} is not visible (outline {outline_style} {outline_width}, box-shadow {shadow})")
        self.assertGreaterEqual(len(seen), 5, f"Tab reached {seen}")
