"""How it looks (docs/web.md): no sideways scrolling at 375 px (a phone) or
at 1280 px, Japanese and mixed text lined up in the list's columns, and the system's dark mode
followed."""

from selenium.webdriver.common.by import By

import browser
from webcase import WebTestCase

LONG_JAPANESE = "ロゴデザインの修正版についてのご連絡です" * 12  # no spaces: nowhere to break but anywhere
LONG_WORD = "https://example.com/" + "a-very-long-path-segment-without-spaces" * 6


class Layout(WebTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.logo = cls.inbox.thread_titled("ロゴデザインの件")["id"]
        cls.inbox.post(cls.logo, LONG_JAPANESE)
        cls.inbox.post(cls.logo, LONG_WORD)
        cls.long_title = cls.inbox.new_thread("長いタイトル" * 20 + " and a long English tail" * 4,
                                              with_=("株式会社ミドリ 営業部 第二課", "Dana Whitfield"), body=LONG_JAPANESE)

    def assertNoSidewaysScrolling(self, where, width):
        inner, scroll, body = self.driver.execute_script(
            "return [window.innerWidth, document.documentElement.scrollWidth, document.body.scrollWidth]")
        self.assertEqual(inner, width, "the emulated width")
        self.assertLessEqual(scroll, inner, f"{where} at {width} px scrolls sideways ({scroll} > {inner})")
        self.assertLessEqual(body, inner, f"{where}'s body at {width} px is wider than the window ({body} > {inner})")

    def pages(self):
        return [("the list", lambda: browser.open_list(self.driver, self.inbox)),
                ("ロゴデザインの件", lambda: browser.open_thread(self.driver, self.inbox, self.logo)),
                ("a long Japanese title", lambda: browser.open_thread(self.driver, self.inbox, self.long_title)),
                ("a query", lambda: browser.open_list(self.driver, self.inbox, "ロゴ or is:starred"))]

    def test_375_px_has_no_sideways_scrolling(self):
        browser.phone(self.driver)
        for where, open_page in self.pages():
            with self.subTest(where):
                open_page()
                self.assertNoSidewaysScrolling(where, 375)

    def test_1280_px_has_no_sideways_scrolling(self):
        for where, open_page in self.pages():
            with self.subTest(where):
                open_page()
                self.assertNoSidewaysScrolling(where, 1280)

    def test_the_sign_in_page_fits_a_phone(self):
        other = browser.new_driver()
        self.addCleanup(other.quit)
        browser.phone(other)
        other.get(self.inbox.url("/signin"))
        browser.wait_for_page(other, "signin")
        self.assertLessEqual(other.execute_script("return document.documentElement.scrollWidth"), 375)

    def test_mixed_text_lines_up_in_columns(self):
        # As in the terminal: whatever the script, each column starts at one x and each row of the
        # sample inbox is one line high at 1280 px.
        browser.open_list(self.driver, self.inbox, "not title:長いタイトル")
        boxes = self.driver.execute_script("""
          return Array.from(document.querySelectorAll('tr[data-thread-id]')).map(function (tr) {
            return {id: tr.getAttribute('data-thread-id'), height: tr.getBoundingClientRect().height,
                    lefts: Array.from(tr.cells).map(function (td) { return Math.round(td.getBoundingClientRect().left); })};
          });""")
        self.assertGreater(len(boxes), 10)
        for box in boxes:
            self.assertEqual(box["lefts"], boxes[0]["lefts"], f"row {box['id']}'s cells line up with the first row's")
            self.assertLessEqual(abs(box["height"] - boxes[0]["height"]), 1.5,
                                 f"row {box['id']} is {box['height']} px high, the first {boxes[0]['height']}")


class DarkMode(WebTestCase):
    def pages(self):
        logo = self.inbox.thread_titled("ロゴデザインの件")["id"]
        return [("the list", lambda: browser.open_list(self.driver, self.inbox)),
                ("a thread", lambda: browser.open_thread(self.driver, self.inbox, logo))]

    def test_dark_mode_is_followed(self):
        for where, open_page in self.pages():
            with self.subTest(where):
                browser.color_scheme(self.driver, "dark")
                open_page()
                background, text = browser.page_background(self.driver), browser.text_luminance(self.driver)
                self.assertLess(background, 0.15, f"{where}'s background in dark mode (luminance {background:.3f})")
                self.assertGreater(text, 0.35, f"{where}'s text in dark mode (luminance {text:.3f})")

    def test_light_mode_is_light(self):
        for where, open_page in self.pages():
            with self.subTest(where):
                browser.color_scheme(self.driver, "light")
                open_page()
                background, text = browser.page_background(self.driver), browser.text_luminance(self.driver)
                self.assertGreater(background, 0.6, f"{where}'s background in light mode (luminance {background:.3f})")
                self.assertLess(text, 0.2, f"{where}'s text in light mode (luminance {text:.3f})")

    def test_the_switch_needs_no_reload(self):
        browser.open_list(self.driver, self.inbox)
        browser.color_scheme(self.driver, "light")
        light = browser.page_background(self.driver)
        browser.color_scheme(self.driver, "dark")
        dark = browser.page_background(self.driver)
        self.assertGreater(light - dark, 0.4, "the open page follows a change of the system's mode")

    def test_the_sign_in_page_follows_too(self):
        other = browser.new_driver()
        self.addCleanup(other.quit)
        browser.color_scheme(other, "dark")
        other.get(self.inbox.url("/signin"))
        browser.wait_for_page(other, "signin")
        self.assertLess(browser.page_background(other), 0.15)
        self.assertTrue(other.find_elements(By.CSS_SELECTOR, "input[type=password][name=token]"))
