import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo, withoutTest } from './git-repo.js';

/**
 * A test deleted together with the app member it drove (issue 27 class 4 at member level): the class stays,
 * the handler the test called is gone, so the test cannot be written against the head. Allowed in review,
 * refused in heal; next to the deletions of the same shape that must stay refused — a handler nothing in the
 * app called (dead code: the behaviour may have moved elsewhere untested), every member the test calls still
 * exists, the test also drives a member that stays, the removed member was only stubbed on a mock, another
 * class still declares the name, a check dropped from a test that lives on.
 */

const CART_VM = 'app/src/main/java/x/cart/CartViewModel.kt';
const CART_SCREEN = 'app/src/main/java/x/cart/CartScreen.kt';
const ORDER_VM = 'app/src/main/java/x/order/OrderViewModel.kt';
const CART_TEST = 'app/src/test/java/x/cart/CartViewModelTest.kt';
const ORDER_TEST = 'app/src/test/java/x/order/OrderViewModelTest.kt';

const cartVm = `package x.cart

class CartViewModel(private val prices: PriceRepository) {
    val items = MutableStateFlow(emptyList<String>())
    val screen = MutableStateFlow(Screen.Cart)
    val total = MutableStateFlow(0)

    fun addItem(id: String) {
        items.value = items.value + id
        total.value = total.value + prices.priceOf(id)
    }

    fun onPayClicked() {
        screen.value = Screen.Payment
    }

    fun onCheckoutClicked() {
        screen.value = Screen.Review
    }

    fun onHelpClicked() {
        screen.value = Screen.Help
    }

    fun legacyDiscount(): Int = prices.legacyDiscount()
}
`;

const cartScreen = `package x.cart

@Composable
fun CartScreen(viewModel: CartViewModel) {
    Button(onClick = { viewModel.addItem("tea") }) { Text("Add") }
    Button(onClick = viewModel::onPayClicked) { Text("Pay") }
    Button(onClick = { viewModel.onCheckoutClicked() }) { Text("Checkout") }
}
`;

const orderVm = `package x.order

class OrderViewModel {
    val screen = MutableStateFlow(Screen.Order)

    fun onCheckoutClicked() {
        screen.value = Screen.Payment
    }
}
`;

const cartTest = `package x.cart

import io.mockk.every
import io.mockk.mockk
import org.junit.Assert.assertEquals
import org.junit.Test

class CartViewModelTest {
    private val prices: PriceRepository = mockk(relaxed = true)
    private val viewModel = CartViewModel(prices)

    @Test
    fun payOpensPayment() {
        viewModel.onPayClicked()
        assertEquals(Screen.Payment, viewModel.screen.value)
    }

    @Test
    fun helpOpensHelp() {
        viewModel.onHelpClicked()
        assertEquals(Screen.Help, viewModel.screen.value)
    }

    @Test
    fun addingAnItemListsIt() {
        viewModel.addItem("tea")
        assertEquals(listOf("tea"), viewModel.items.value)
    }

    @Test
    fun payingAfterAddingKeepsTheItems() {
        viewModel.addItem("tea")
        viewModel.onPayClicked()
        assertEquals(listOf("tea"), viewModel.items.value)
    }

    @Test
    fun totalAddsThePrices() {
        every { prices.legacyDiscount() } returns 0
        every { prices.priceOf("tea") } returns 3
        viewModel.addItem("tea")
        assertEquals(3, viewModel.total.value)
    }
}
`;

const orderTest = `package x.order

import org.junit.Assert.assertEquals
import org.junit.Test

class OrderViewModelTest {
    private val viewModel = OrderViewModel()

    @Test
    fun checkoutOpensPayment() {
        viewModel.onCheckoutClicked()
        assertEquals(Screen.Payment, viewModel.screen.value)
    }
}
`;

let repo: TempRepo & { base: string };

beforeAll(async () => {
  repo = await tempRepo({
    [CART_VM]: cartVm,
    [CART_SCREEN]: cartScreen,
    [ORDER_VM]: orderVm,
    [CART_TEST]: cartTest,
    [ORDER_TEST]: orderTest,
  });
});

afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, files, { policy });

/** The cart view model without one of its handlers (the class stays). */
const withoutHandler = (name: string) =>
  cartVm.replace(new RegExp(`\\n {4}fun ${name}\\(\\) \\{[\\s\\S]*?\\n {4}}\\n`), '\n');
// the cart's pay button removed: the button and its handler go
const payRemoved = withoutHandler('onPayClicked');
const payButtonRemoved = cartScreen.replace('    Button(onClick = viewModel::onPayClicked) { Text("Pay") }\n', '');
const discountRemoved = cartVm.replace('\n    fun legacyDiscount(): Int = prices.legacyDiscount()\n', '\n');

describe('a test deleted with the app member it drove', () => {
  it('is allowed in review and refused in heal', async () => {
    const change = {
      [CART_VM]: payRemoved,
      [CART_SCREEN]: payButtonRemoved,
      [CART_TEST]: withoutTest(cartTest, 'payOpensPayment'),
    };
    expect(payRemoved + payButtonRemoved).not.toContain('onPayClicked');
    expect(change[CART_TEST]).not.toContain('payOpensPayment');
    expect(refused(await guard(change))).toEqual([]);
    expect(refused(await guard(change, 'heal'))).toContain('test-suppressed CartViewModelTest.payOpensPayment');
  });

  it('still refuses a test of a handler nothing in the app called: the behaviour may have moved, untested', async () => {
    const change = { [CART_VM]: withoutHandler('onHelpClicked'), [CART_TEST]: withoutTest(cartTest, 'helpOpensHelp') };
    expect(change[CART_VM]).not.toContain('onHelpClicked');
    expect(refused(await guard(change))).toEqual(['test-suppressed CartViewModelTest.helpOpensHelp']);
  });

  it('still refuses a test deleted while every member it calls still exists', async () => {
    const change = {
      [CART_VM]: payRemoved,
      [CART_SCREEN]: payButtonRemoved,
      [CART_TEST]: withoutTest(cartTest, 'addingAnItemListsIt'),
    };
    expect(refused(await guard(change))).toEqual(['test-suppressed CartViewModelTest.addingAnItemListsIt']);
  });

  it('still refuses a test that also drives a member that stays', async () => {
    const change = {
      [CART_VM]: payRemoved,
      [CART_SCREEN]: payButtonRemoved,
      [CART_TEST]: withoutTest(cartTest, 'payingAfterAddingKeepsTheItems'),
    };
    expect(refused(await guard(change))).toEqual(['test-suppressed CartViewModelTest.payingAfterAddingKeepsTheItems']);
  });

  it('still refuses a test deleted when the removed member was only stubbed on a mock', async () => {
    const change = { [CART_VM]: discountRemoved, [CART_TEST]: withoutTest(cartTest, 'totalAddsThePrices') };
    expect(refused(await guard(change))).toEqual(['test-suppressed CartViewModelTest.totalAddsThePrices']);
  });

  it('still refuses a test of another class that still declares the removed name', async () => {
    const checkoutRemoved = withoutHandler('onCheckoutClicked');
    expect(checkoutRemoved).not.toContain('onCheckoutClicked');
    const checkoutButtonRemoved = cartScreen.replace(
      / {4}Button\(onClick = \{ viewModel.onCheckoutClicked[^\n]*\n/,
      '',
    );
    expect(checkoutButtonRemoved).not.toContain('onCheckoutClicked');
    const change = {
      [CART_VM]: checkoutRemoved,
      [CART_SCREEN]: checkoutButtonRemoved,
      [ORDER_TEST]: withoutTest(orderTest, 'checkoutOpensPayment'),
    };
    expect(refused(await guard(change))).toEqual(['test-suppressed OrderViewModelTest.checkoutOpensPayment']);
  });

  it('still refuses a check dropped from a test that lives on while a sibling member was removed', async () => {
    const kept = cartTest.replace(
      '        viewModel.onPayClicked()\n        assertEquals(listOf("tea"), viewModel.items.value)\n',
      '',
    );
    const change = { [CART_VM]: payRemoved, [CART_SCREEN]: payButtonRemoved, [CART_TEST]: kept };
    expect(refused(await guard(change))).toEqual([
      'assertion-removed CartViewModelTest.payingAfterAddingKeepsTheItems',
    ]);
  });
});
