package com.example.shopping

import androidx.test.ext.junit.runners.AndroidJUnit4
import org.junit.Assert.assertEquals
import org.junit.Test
import org.junit.runner.RunWith

// init configures instrumented tests only for a module that has them (src/androidTest)
@RunWith(AndroidJUnit4::class)
class CartTest {
    @Test
    fun emptyCartCostsNothing() {
        assertEquals(0, Cart().total())
    }
}
