"""Sign-in: a page without a session sends to /signin; a wrong token is refused on the form; the
right one starts a session in an HttpOnly, SameSite=Strict cookie; signing out ends it on the
server (docs/web.md, "Sessions and safety")."""

from selenium.webdriver.common.by import By

import browser
from webcase import WebTestCase

WRONG_TOKEN = "thr_" + "A" * 43


class SignIn(WebTestCase):
    own_inbox = False  # sessions only: no thread changes
    signed_in = False

    def setUp(self):
        super().setUp()
        self.driver.delete_all_cookies()

    def session_works(self, cookies):
        """Whether these cookies alone, sent outside the browser, get the list."""
        answer = browser.http(self.inbox.url("/"), cookies=cookies)
        return answer.status == 200 and b"page-list" in answer.body

    def assertSentToSignIn(self, cookies, why):
        answer = browser.http(self.inbox.url("/"), cookies=cookies)
        self.assertIn(answer.status, (302, 303, 307), f"{why}: GET / answered {answer!r}, not a redirect")
        self.assertEqual(answer.location_path, "/signin", f"{why}: GET / redirected elsewhere")

    def test_the_list_without_a_session_sends_to_sign_in(self):
        self.driver.get(self.inbox.url("/"))
        browser.wait_for_page(self.driver, "signin")
        self.assertEqual(browser.path(self.driver), "/signin")
        self.assertEqual(self.driver.find_element(By.TAG_NAME, "h1").text, "Sign in")
        self.assertSentToSignIn([], "without a cookie")

    def test_a_thread_without_a_session_sends_to_sign_in(self):
        thread = self.inbox.threads()[0]
        self.driver.get(self.inbox.url(f"/threads/{thread['id']}"))
        browser.wait_for_page(self.driver, "signin")
        self.assertEqual(browser.path(self.driver), "/signin")
        self.assertNotIn(thread["title"], self.driver.find_element(By.TAG_NAME, "body").text)

    def test_the_sign_in_form(self):
        self.driver.get(self.inbox.url("/signin"))
        browser.wait_for_page(self.driver, "signin")
        field = self.driver.find_element(By.CSS_SELECTOR, "input[type=password][name=token]")
        labels = self.driver.find_elements(By.CSS_SELECTOR, f"label[for='{field.get_attribute('id')}']")
        self.assertTrue(field.get_attribute("id") and labels, "the token field has a label")
        self.assertEqual(labels[0].text.strip(), "Token")
        browser.button(self.driver, "Sign in")
        self.assertFalse(self.driver.find_elements(By.CSS_SELECTOR, "form.search, form.signout"),
                         "the sign-in page's header has no search and no sign-out")
        self.assertFalse(self.driver.find_elements(By.CSS_SELECTOR, "p.error"), "no error before a try")

    def test_a_wrong_token_is_refused(self):
        self.driver.get(self.inbox.url("/signin"))
        browser.wait_for_page(self.driver, "signin")
        self.driver.find_element(By.CSS_SELECTOR, "input[type=password][name=token]").send_keys(WRONG_TOKEN)
        browser.click_and_load(self.driver, browser.button(self.driver, "Sign in"))
        browser.wait_for_page(self.driver, "signin")
        self.assertEqual(browser.path(self.driver), "/signin")
        errors = self.driver.find_elements(By.CSS_SELECTOR, "p.error")
        self.assertTrue(errors and errors[0].is_displayed() and errors[0].text.strip(), "p.error says so")
        self.assertEqual(errors[0].get_attribute("role"), "alert")
        self.assertNotIn(WRONG_TOKEN, self.driver.page_source, "the refused token is not shown back")
        self.assertSentToSignIn(self.driver.get_cookies(), "after a wrong token")
        # The page says it: a fresh list page still asks for a token.
        self.driver.get(self.inbox.url("/"))
        browser.wait_for_page(self.driver, "signin")

    def test_a_token_one_character_off_is_refused(self):
        self.driver.get(self.inbox.url("/signin"))
        browser.wait_for_page(self.driver, "signin")
        self.driver.find_element(By.CSS_SELECTOR, "input[type=password][name=token]").send_keys(self.inbox.token[:-1] + ("A" if self.inbox.token[-1] != "A" else "B"))
        browser.click_and_load(self.driver, browser.button(self.driver, "Sign in"))
        browser.wait_for_page(self.driver, "signin")
        self.assertTrue(self.driver.find_elements(By.CSS_SELECTOR, "p.error"))

    def test_the_right_token_reaches_the_list(self):
        browser.sign_in(self.driver, self.inbox)
        self.assertEqual(browser.path(self.driver), "/")
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "main h1").text, self.inbox.header())
        self.assertTrue(self.session_works(self.driver.get_cookies()))

    def test_the_session_cookie_is_http_only_and_same_site_strict(self):
        self.driver.get(self.inbox.url("/signin"))
        before = {c["name"]: c["value"] for c in self.driver.get_cookies()}
        browser.sign_in(self.driver, self.inbox)
        changed = [c for c in self.driver.get_cookies() if before.get(c["name"]) != c["value"]]
        self.assertTrue(changed, "signing in set a cookie")
        sessions = [c for c in changed if self.session_works([c])]
        self.assertEqual(len(sessions), 1, f"exactly one of the new cookies is the session: {[c['name'] for c in changed]}")
        session = sessions[0]
        self.assertTrue(session.get("httpOnly"), f"the session cookie {session['name']} is HttpOnly")
        self.assertEqual(session.get("sameSite"), "Strict", f"the session cookie {session['name']} is SameSite=Strict")
        self.assertNotIn(session["value"], self.driver.execute_script("return document.cookie"),
                         "the page's scripts cannot read the session")

    def test_signing_out_ends_the_session_on_the_server(self):
        browser.sign_in(self.driver, self.inbox)
        cookies = self.driver.get_cookies()
        self.assertTrue(self.session_works(cookies), "the session works before signing out")
        browser.click_and_load(self.driver, browser.button(
            self.driver.find_element(By.CSS_SELECTOR, "form.signout"), "Sign out"))
        browser.wait_for_page(self.driver, "signin")
        # The old cookie, sent again by someone who kept it, no longer opens anything.
        self.assertSentToSignIn(cookies, "with the cookie of a signed-out session")
        self.driver.get(self.inbox.url("/"))
        browser.wait_for_page(self.driver, "signin")

    def test_every_page_has_a_language(self):
        self.driver.get(self.inbox.url("/signin"))
        self.assertTrue(self.driver.find_element(By.TAG_NAME, "html").get_attribute("lang"))
