package net.thunderbird.components.ui.catalog.ui.page.molecule.items

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.RowScope
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Slider
import androidx.compose.runtime.Composable
import androidx.compose.runtime.DisposableEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableFloatStateOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberCoroutineScope
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.lerp
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import net.thunderbird.components.ui.bolt.atom.DividerHorizontal
import net.thunderbird.components.ui.bolt.atom.Surface
import net.thunderbird.components.ui.bolt.atom.text.TextBodyLarge
import net.thunderbird.components.ui.bolt.atom.text.TextLabelLarge
import net.thunderbird.components.ui.bolt.atom.text.TextLabelSmall
import net.thunderbird.components.ui.bolt.atom.text.TextTitleLarge
import net.thunderbird.components.ui.bolt.atom.text.TextTitleMedium
import net.thunderbird.components.ui.bolt.organism.snackbar.SnackbarHost
import net.thunderbird.components.ui.bolt.organism.snackbar.rememberSnackbarHostState
import net.thunderbird.components.ui.bolt.template.Scaffold
import kotlinx.collections.immutable.ImmutableSet
import kotlinx.collections.immutable.PersistentList
import kotlinx.collections.immutable.persistentSetOf
import kotlinx.collections.immutable.toPersistentList
import kotlinx.coroutines.Job
import kotlinx.coroutines.launch
import net.thunderbird.components.ui.bolt.molecule.swipe.SwipeBehaviour
import net.thunderbird.components.ui.bolt.molecule.swipe.SwipeDirection
import net.thunderbird.components.ui.bolt.molecule.swipe.SwipeDirectionAccessibilityAction
import net.thunderbird.components.ui.bolt.molecule.swipe.SwipeableRow
import net.thunderbird.components.ui.bolt.molecule.swipe.rememberSwipeableRowState
import net.thunderbird.components.ui.bolt.theme.BoltTheme
import net.thunderbird.components.ui.catalog.R

@Composable
fun SwipeableRowItems(modifier: Modifier = Modifier) {
    val snackbarHostState = rememberSnackbarHostState()
    Scaffold(
        snackbarHost = { SnackbarHost(hostState = snackbarHostState) },
        modifier = modifier.fillMaxWidth(),
    ) {
        val coroutineScope = rememberCoroutineScope()
        var snackbarShowingJob: Job? by remember { mutableStateOf(null) }

        DisposableEffect(Unit) {
            onDispose {
                snackbarShowingJob?.cancel()
                snackbarShowingJob = null
            }
        }
        fun onSwipeEnd(direction: SwipeDirection) {
            snackbarShowingJob?.cancel()
            snackbarShowingJob = coroutineScope.launch {
                snackbarHostState.showSnackbar("Swiped to the ${direction.name.lowercase()} direction.")
                snackbarShowingJob = null
            }
        }

        Column(
            modifier = Modifier
                .fillMaxWidth()
                .verticalScroll(rememberScrollState())
                .padding(BoltTheme.spacings.triple),
            verticalArrangement = Arrangement.spacedBy(BoltTheme.spacings.double),
        ) {
            TextTitleLarge(text = "Swipeable Row Items")
            DividerHorizontal()

            var threshold by remember { mutableFloatStateOf(value = 150f) }
            val thresholdDp = threshold.dp
            Column(verticalArrangement = Arrangement.spacedBy(BoltTheme.spacings.default)) {
                TextLabelLarge(text = "Control the threshold to trigger the swipe: ")
                Slider(
                    value = threshold,
                    onValueChange = { threshold = it },
                    valueRange = 100f..350f,
                    steps = 9,
                    modifier = Modifier.padding(horizontal = BoltTheme.spacings.triple),
                )
                val thresholdPx = with(LocalDensity.current) { thresholdDp.toPx() }
                TextLabelSmall(text = "Current selected: ${threshold}dp (${thresholdPx}px).")
            }

            SwipeSection(
                threshold = thresholdDp,
                subtitle = "Swipe to Dismiss",
                onSwipeEnd = ::onSwipeEnd,
            ) { threshold -> SwipeBehaviour.Dismiss(threshold = threshold) }
            SwipeSection(
                threshold = thresholdDp,
                subtitle = "Swipe to Reveal",
                onSwipeEnd = ::onSwipeEnd,
            ) { threshold -> SwipeBehaviour.Reveal(threshold = threshold) }
            SwipeSection(
                threshold = thresholdDp,
                subtitle = "Swipe Action",
                onSwipeEnd = ::onSwipeEnd,
            ) { threshold ->
                SwipeBehaviour.Action(threshold = threshold)
            }
        }
    }
}

@Composable
private fun SwipeSection(
    threshold: Dp,
    subtitle: String,
    onSwipeEnd: (SwipeDirection) -> Unit,
    behaviourFactory: (Dp) -> SwipeBehaviour,
) {
    TextTitleMedium(text = subtitle)
    DividerHorizontal()
    Column(
        verticalArrangement = Arrangement.spacedBy(BoltTheme.spacings.double),
    ) {
        val behaviour = behaviourFactory(threshold)
        SwipeableRowBothDirections(behaviour, onSwipeEnd)
        SwipeableRowStartToEnd(behaviour, onSwipeEnd)
        SwipeableRowEndToStart(behaviour, onSwipeEnd)
        SwipeableRowDisabled(behaviour, onSwipeEnd)
        SwipeableRowCustomBackground(behaviour, onSwipeEnd)
    }
}

@Composable
private fun SwipeableRowBothDirections(behaviour: SwipeBehaviour, onSwipeEnd: (SwipeDirection) -> Unit) {
    Column {
        TextLabelLarge("Both directions")
        SwipeableRowItems(
            behaviour = behaviour,
            foregroundItemText = "Enabled on both directions.",
            backgroundItemText = { direction ->
                "Swiping from ${direction.name.lowercase()}."
            },
            directions = persistentSetOf(SwipeDirection.StartToEnd, SwipeDirection.EndToStart),
            onSwipeEnd = onSwipeEnd,
        )
    }
}

@Composable
private fun SwipeableRowStartToEnd(behaviour: SwipeBehaviour, onSwipeEnd: (SwipeDirection) -> Unit) {
    Column {
        TextLabelLarge("Start-to-End only")
        SwipeableRowItems(
            behaviour = behaviour,
            foregroundItemText = "Enabled on start-to-end direction.",
            backgroundItemText = { "Background Item" },
            directions = persistentSetOf(SwipeDirection.StartToEnd),
            onSwipeEnd = onSwipeEnd,
        )
    }
}

@Composable
private fun SwipeableRowEndToStart(behaviour: SwipeBehaviour, onSwipeEnd: (SwipeDirection) -> Unit) {
    Column {
        TextLabelLarge("End-to-Start only")
        SwipeableRowItems(
            behaviour = behaviour,
            foregroundItemText = "Enabled on end-to-start direction.",
            backgroundItemText = { "Background Item" },
            directions = persistentSetOf(SwipeDirection.EndToStart),
            onSwipeEnd = onSwipeEnd,
        )
    }
}

@Composable
private fun SwipeableRowDisabled(behaviour: SwipeBehaviour, onSwipeEnd: (SwipeDirection) -> Unit) {
    Column {
        TextLabelLarge("Disabled")
        SwipeableRowItems(
            foregroundItemText = "Disabled.",
            backgroundItemText = { error("Should not be visible") },
            directions = persistentSetOf(),
            behaviour = behaviour,
            onSwipeEnd = onSwipeEnd,
        ) { _, _ -> error("Should not be visible") }
    }
}

@Composable
private fun SwipeableRowCustomBackground(behaviour: SwipeBehaviour, onSwipeEnd: (SwipeDirection) -> Unit) {
    Column {
        TextLabelLarge("Custom background")
        SwipeableRowItems(
            behaviour = behaviour,
            foregroundItemText = "Custom background.",
            backgroundItemText = { direction ->
                "Swiped from ${direction.name.lowercase()}."
            },
            directions = persistentSetOf(SwipeDirection.StartToEnd, SwipeDirection.EndToStart),
            onSwipeEnd = onSwipeEnd,
        ) { swipeProgress, direction ->
            val backgroundColor = if (direction == SwipeDirection.StartToEnd) {
                BoltTheme.colors.error
            } else {
                BoltTheme.colors.success
            }
            Surface(
                color = lerp(
                    start = BoltTheme.colors.surfaceContainer,
                    stop = backgroundColor,
                    fraction = swipeProgress,
                ),
                contentColor = BoltTheme.colors.onPrimary,
            ) {
                TextBodyLarge(
                    text = "Swiped from ${direction.name.lowercase()}.",
                    modifier = Modifier
                        .fillMaxWidth()
                        .swipeableCommonTextPadding(),
                    textAlign = when (direction) {
                        SwipeDirection.StartToEnd -> TextAlign.Start
                        SwipeDirection.EndToStart -> TextAlign.End
                        SwipeDirection.Settled -> TextAlign.Unspecified
                    },
                )
            }
        }
    }
}

@Composable
private fun SwipeableRowItems(
    behaviour: SwipeBehaviour,
    foregroundItemText: String,
    backgroundItemText: (SwipeDirection) -> String,
    modifier: Modifier = Modifier,
    directions: ImmutableSet<SwipeDirection> = persistentSetOf(),
    onSwipeEnd: (SwipeDirection) -> Unit = {},
    backgroundContent: @Composable RowScope.(Float, SwipeDirection) -> Unit = { swipeProgress, direction ->
        Surface(
            color = lerp(
                start = BoltTheme.colors.surfaceContainer,
                stop = BoltTheme.colors.primaryContainer,
                fraction = swipeProgress,
            ),
            contentColor = BoltTheme.colors.onPrimaryContainer,
            modifier = Modifier.fillMaxSize(),
        ) {
            Row(
                horizontalArrangement = when (direction) {
                    SwipeDirection.StartToEnd -> Arrangement.Start
                    SwipeDirection.EndToStart -> Arrangement.End
                    SwipeDirection.Settled -> Arrangement.Center
                },
            ) {
                TextBodyLarge(
                    text = backgroundItemText(direction),
                    modifier = Modifier
                        .then(
                            when (behaviour) {
                                is SwipeBehaviour.Reveal, is SwipeBehaviour.Action -> {
                                    Modifier.width(behaviour.threshold)
                                }

                                else -> {
                                    Modifier.fillMaxWidth()
                                }
                            },
                        )
                        .swipeableCommonTextPadding(),
                    textAlign = when (direction) {
                        SwipeDirection.StartToEnd -> TextAlign.Start
                        SwipeDirection.EndToStart -> TextAlign.End
                        SwipeDirection.Settled -> TextAlign.Unspecified
                    },
                    overflow = TextOverflow.Ellipsis,
                )
            }
        }
    },
) {
    var swipeDirection by remember { mutableStateOf<SwipeDirection?>(null) }
    val startToEndBehaviour = if (SwipeDirection.StartToEnd in directions) behaviour else SwipeBehaviour.Disabled
    val endToStartBehaviour = if (SwipeDirection.EndToStart in directions) behaviour else SwipeBehaviour.Disabled
    val swipeableRowState = rememberSwipeableRowState(
        startToEndBehaviour = startToEndBehaviour,
        endToStartBehaviour = endToStartBehaviour,
        accessibilityActions = remember(startToEndBehaviour, endToStartBehaviour) {
            buildAccessibilityActions(
                startToEndBehaviour,
                endToStartBehaviour,
            )
        },
    )
    Column(
        modifier = modifier.padding(BoltTheme.spacings.double),
        verticalArrangement = Arrangement.spacedBy(BoltTheme.spacings.default),
    ) {
        SwipeableRow(
            state = swipeableRowState,
            backgroundContent = {
                backgroundContent(swipeableRowState.swipeProgress, swipeDirection ?: SwipeDirection.Settled)
            },
            gesturesEnabled = directions.isNotEmpty(),
            modifier = Modifier.fillMaxWidth(),
            onSwipeEnd = onSwipeEnd,
            onSwipeChange = { swipeDirection = it },
        ) {
            Surface(
                color = BoltTheme.colors.surfaceContainer,
            ) {
                TextBodyLarge(
                    text = foregroundItemText,
                    modifier = Modifier
                        .fillMaxWidth()
                        .swipeableCommonTextPadding(),
                )
            }
        }

        TextBodyLarge(
            text = swipeDirection
                ?.takeIf { it != SwipeDirection.Settled }
                ?.let { "Swiping to the ${it.name.lowercase()} direction." }
                ?: "Not swiping yet.",
        )
    }
}

private fun buildAccessibilityActions(
    startToEndBehaviour: SwipeBehaviour,
    endToStartBehaviour: SwipeBehaviour,
): PersistentList<SwipeDirectionAccessibilityAction> = buildList {
    if (startToEndBehaviour != SwipeBehaviour.Disabled) {
        add(
            SwipeDirectionAccessibilityAction.StartToEndAccessibilityAction(
                actionLabel = { stringResource(startToEndBehaviour.actionId) },
            ),
        )
    }
    if (endToStartBehaviour != SwipeBehaviour.Disabled) {
        add(
            SwipeDirectionAccessibilityAction.EndToStartAccessibilityAction(
                actionLabel = { stringResource(endToStartBehaviour.actionId) },
            ),
        )
    }
}.toPersistentList()

private val SwipeBehaviour.actionId: Int
    get() = when (this) {
        SwipeBehaviour.Disabled -> -1
        is SwipeBehaviour.Dismiss -> R.string.swipe_accessibility_dismiss_custom_action
        is SwipeBehaviour.Action -> R.string.swipe_accessibility_reveal_and_reset_custom_action
        is SwipeBehaviour.Reveal -> R.string.swipe_accessibility_reveal_custom_action
    }

@Composable
private fun Modifier.swipeableCommonTextPadding() = this then
    Modifier.padding(vertical = BoltTheme.spacings.triple, horizontal = BoltTheme.spacings.default)
