<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Action</name>
    <message>
        <source>Play {card}</source>
        <translation>Play {card}</translation>
    </message>
    <message>
        <source>Play {count} × {card}</source>
        <translation>Play {count} × {card}</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Keep / pass</source>
        <translation>Keep / pass</translation>
    </message>
    <message>
        <source>Choose {color}</source>
        <translation>Choose {color}</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Challenge</translation>
    </message>
    <message>
        <source>Take the cards</source>
        <translation>Take the cards</translation>
    </message>
    <message>
        <source>Swap with {target}</source>
        <translation>Swap with {target}</translation>
    </message>
    <message>
        <source>UNO!</source>
        <translation>UNO!</translation>
    </message>
    <message>
        <source>Catch {target}</source>
        <translation>Catch {target}</translation>
    </message>
    <message>
        <source>Choose {seat}</source>
        <translation>Choose {seat}</translation>
    </message>
    <message>
        <source>Name {color}</source>
        <translation>Name {color}</translation>
    </message>
    <message>
        <source>Name {number}</source>
        <translation>Name {number}</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Discard {card}</translation>
    </message>
    <message>
        <source>Keep this hand</source>
        <translation>Keep this hand</translation>
    </message>
    <message>
        <source>Pass the hands on</source>
        <translation>Pass the hands on</translation>
    </message>
    <message>
        <source>Rotate hands {direction}</source>
        <translation>Rotate hands {direction}</translation>
    </message>
    <message>
        <source>Swap {a} and {b}</source>
        <translation>Swap {a} and {b}</translation>
    </message>
    <message>
        <source>Play {card} on pan {pan}</source>
        <translation>Play {card} on pan {pan}</translation>
    </message>
    <message>
        <source>Choose pan {pan}</source>
        <translation>Choose pan {pan}</translation>
    </message>
    <message>
        <source>Play {card} on the left pan</source>
        <translation>Play {card} on the left pan</translation>
    </message>
    <message>
        <source>Play {card} on the right pan</source>
        <translation>Play {card} on the right pan</translation>
    </message>
    <message>
        <source>Choose the left pan</source>
        <translation>Choose the left pan</translation>
    </message>
    <message>
        <source>Choose the right pan</source>
        <translation>Choose the right pan</translation>
    </message>
    <message>
        <source>Spin the wheel</source>
        <translation>Spin the wheel</translation>
    </message>
    <message>
        <source>UNO Spin!</source>
        <translation>UNO Spin!</translation>
    </message>
    <message>
        <source>Press the launcher</source>
        <translation>Press the launcher</translation>
    </message>
    <message>
        <source>Slap!</source>
        <translation>Slap!</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Next hand</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Time is up</translation>
    </message>
    <message>
        <source>Time is up for this turn</source>
        <translation>Time is up for this turn</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>Your turn.</source>
        <translation>Your turn.</translation>
    </message>
    <message numerus="yes">
        <source>You draw %n card(s): {cards}.</source>
        <translation>
            <numerusform>You draw %n card: {cards}.</numerusform>
            <numerusform>You draw %n cards: {cards}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You get {cards}.</source>
        <translation>You get {cards}.</translation>
    </message>
    <message numerus="yes">
        <source>You face %n penalty card(s).</source>
        <translation>
            <numerusform>You face %n penalty card.</numerusform>
            <numerusform>You face %n penalty cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AppController</name>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Space</translation>
    </message>
    <message>
        <source>Catch a player who did not call UNO</source>
        <translation>Catch a player who did not call UNO</translation>
    </message>
    <message>
        <source>Challenge a Wild Draw Four</source>
        <translation>Challenge a Wild Draw Four</translation>
    </message>
    <message>
        <source>Take the penalty cards</source>
        <translation>Take the penalty cards</translation>
    </message>
    <message>
        <source>P, K</source>
        <translation>P, K</translation>
    </message>
    <message>
        <source>R, Y, G, B or 1–4</source>
        <translation>R, Y, G, B or 1–4</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Next hand</translation>
    </message>
    <message>
        <source>A hint from the coach (where the game allows it)</source>
        <translation>A hint from the coach (where the game allows it)</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Draw a card (Extreme: press the launcher; Racer X: give up and draw)</source>
        <translation>Draw a card (Extreme: press the launcher; Racer X: give up and draw)</translation>
    </message>
    <message>
        <source>Call UNO (Spin: call UNO Spin)</source>
        <translation>Call UNO (Spin: call UNO Spin)</translation>
    </message>
    <message>
        <source>Play or keep the card you just drew (Cars: pass the hands on or keep this hand)</source>
        <translation>Play or keep the card you just drew (Cars: pass the hands on or keep this hand)</translation>
    </message>
    <message>
        <source>Choose or name red, yellow, green or blue (or the arrows, then Enter)</source>
        <translation>Choose or name red, yellow, green or blue (or the arrows, then Enter)</translation>
    </message>
    <message>
        <source>Spin the wheel (Spin)</source>
        <translation>Spin the wheel (Spin)</translation>
    </message>
    <message>
        <source>0–9</source>
        <translation>0–9</translation>
    </message>
    <message>
        <source>Name the number to discard (Spin)</source>
        <translation>Name the number to discard (Spin)</translation>
    </message>
    <message>
        <source>1, 2</source>
        <translation>1, 2</translation>
    </message>
    <message>
        <source>Choose the left or the right pan (Tippo: for the picked card, or after a Tilt)</source>
        <translation>Choose the left or the right pan (Tippo: for the picked card, or after a Tilt)</translation>
    </message>
    <message>
        <source>Move between the buttons (a pending decision&apos;s come first: a player to choose, the captain&apos;s exchange); Enter or Space presses the one in focus</source>
        <translation>Move between the buttons (those of a decision to make come first: a player to choose, the captain&apos;s exchange); Enter or Space presses the one in focus</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Leave the table (it asks first) or go back</source>
        <translation>Leave the table (it asks first) or go back</translation>
    </message>
    <message>
        <source>F1, ?</source>
        <translation>F1, ?</translation>
    </message>
    <message>
        <source>This list of keys</source>
        <translation>This list of keys</translation>
    </message>
    <message>
        <source>Space, Enter</source>
        <translation>Space, Enter</translation>
    </message>
    <message>
        <source>Play or pause the replay</source>
        <translation>Play or pause the replay</translation>
    </message>
    <message>
        <source>One move back or forward</source>
        <translation>One move back or forward</translation>
    </message>
    <message>
        <source>Page Up, Page Down</source>
        <translation>Page Up, Page Down</translation>
    </message>
    <message>
        <source>To the previous or the next hand</source>
        <translation>To the previous or the next hand</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Home, End</translation>
    </message>
    <message>
        <source>Pick a card in your hand (the screen reader says it; the first and the last card say so)</source>
        <translation>Pick a card in your hand (the screen reader says it; the first and the last card say so)</translation>
    </message>
    <message>
        <source>The first or the last card</source>
        <translation>The first or the last card</translation>
    </message>
    <message>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <source>The previous or the next colour</source>
        <translation>The previous or the next colour</translation>
    </message>
    <message>
        <source>Play the picked card (Spin: discard it) or press the button in focus; on the pass screen: show your cards; Flash: hit the SLAP buzzer</source>
        <translation>Play the picked card (Spin: discard it) or press the button in focus; on the pass screen: show your cards; Flash: hit the SLAP buzzer</translation>
    </message>
    <message>
        <source>A quick reaction at your seat (thumbs up, Good game…)</source>
        <translation>A quick reaction at your seat (thumbs up, Good game…)</translation>
    </message>
    <message>
        <source>Say your hand, the playable cards first</source>
        <translation>Say your hand, the playable cards first</translation>
    </message>
    <message>
        <source>Say the top card, the colour and any penalty</source>
        <translation>Say the top card, the colour and any penalty</translation>
    </message>
    <message>
        <source>Say whose turn it is</source>
        <translation>Say whose turn it is</translation>
    </message>
    <message>
        <source>Say every player&apos;s cards and points</source>
        <translation>Say every player&apos;s cards and points</translation>
    </message>
    <message>
        <source>Say the last moves again</source>
        <translation>Say the last moves again</translation>
    </message>
    <message>
        <source>To the start or the end of the game</source>
        <translation>To the start or the end of the game</translation>
    </message>
    <message>
        <source>+, −</source>
        <translation>+, −</translation>
    </message>
    <message>
        <source>Faster or slower</source>
        <translation>Faster or slower</translation>
    </message>
    <message>
        <source>Open all hands (once the game is over)</source>
        <translation>Open all hands (once the game is over)</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Close the replay</translation>
    </message>
    <message>
        <source>Could not save the game: {error}</source>
        <translation>Could not save the game: {error}</translation>
    </message>
    <message>
        <source>Could not save the statistics: {error}</source>
        <translation>Could not save the statistics: {error}</translation>
    </message>
    <message>
        <source>Could not keep the game to watch again: {error}</source>
        <translation>Could not keep the game to watch again: {error}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <source>Everyone is dealt {n} cards. On your turn, play a card that matches the top card of the discard pile by colour, number or symbol, or play a Wild. If you cannot or do not want to play, draw a card.</source>
        <translation>Everyone is dealt {n} cards. On your turn, play a card that matches the top card of the discard pile by colour, number or symbol, or play a Wild. If you cannot or do not want to play, draw a card.</translation>
    </message>
    <message>
        <source>Skip: the next player loses a turn. Reverse: the direction changes. Draw Two: the next player draws two and loses a turn. Wild: choose the colour. Wild Draw Four: choose the colour; the next player draws four and loses a turn, but may challenge it if they think you held a card of the active colour.</source>
        <translation>Skip: the next player loses a turn. Reverse: the direction changes. Draw Two: the next player draws two and loses a turn. Wild: choose the colour. Wild Draw Four: choose the colour; the next player draws four and loses a turn, but may challenge it if they think you held a card of the active colour.</translation>
    </message>
    <message>
        <source>When you play your second-to-last card, press UNO! Anyone who catches you before the next player moves makes you draw {n} cards.</source>
        <translation>When you play your second-to-last card, press UNO! Anyone who catches you before the next player moves makes you draw {n} cards.</translation>
    </message>
    <message>
        <source>The first player out of cards wins the hand, and that one hand decides the game: nobody scores points.</source>
        <translation>The first player out of cards wins the hand, and that one hand decides the game: nobody scores points.</translation>
    </message>
    <message>
        <source>Invitation received: choose Play online in the menu to join.</source>
        <translation>Invitation received: choose Play online in the menu to join.</translation>
    </message>
    <message>
        <source>When a player goes out, everyone scores the cards left in their own hand: numbers at face value, action cards 20, Wilds {wild}, Wild Draw Four 50. Once someone reaches {target} points, the lowest score wins the game.</source>
        <translation>When a player goes out, everyone scores the cards left in their own hand: numbers at face value, action cards 20, Wilds {wild}, Wild Draw Four 50. Once someone reaches {target} points, the lowest score wins the game.</translation>
    </message>
    <message>
        <source>The first player out of cards wins the hand and scores the cards left in the other hands: numbers at face value, action cards 20, Wilds {wild}, Wild Draw Four 50. The game ends at {target} points.</source>
        <translation>The first player out of cards wins the hand and scores the cards left in the other hands: numbers at face value, action cards 20, Wilds {wild}, Wild Draw Four 50. The game ends at {target} points.</translation>
    </message>
    <message>
        <source>Edition: {name}</source>
        <translation>Edition: {name}</translation>
    </message>
    <message>
        <source>Rules of this game</source>
        <translation>Rules of this game</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
</context>
<context>
    <name>BarButton</name>
    <message>
        <source>Key: %1</source>
        <translation>Key: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>ButtonBase</name>
    <message>
        <source>Key: %1</source>
        <translation>Key: %1</translation>
    </message>
</context>
<context>
    <name>CaptainPanel</name>
    <message>
        <source>Pick two seats to swap (%1/2)</source>
        <translation>Pick two seats to swap (%1/2)</translation>
    </message>
    <message>
        <source>Captain&apos;s call</source>
        <translation>Captain&apos;s call</translation>
    </message>
    <message>
        <source>All hands → next seat</source>
        <translation>All hands → next seat</translation>
    </message>
    <message>
        <source>All hands ← back</source>
        <translation>All hands ← back</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Swap two…</source>
        <translation>Swap two…</translation>
    </message>
    <message>
        <source>No exchange</source>
        <translation>No exchange</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>{color} {number}</source>
        <translation>{color} {number}</translation>
    </message>
    <message>
        <source>{color} Skip</source>
        <translation>{color} Skip</translation>
    </message>
    <message>
        <source>{color} Reverse</source>
        <translation>{color} Reverse</translation>
    </message>
    <message>
        <source>{color} Draw Two</source>
        <translation>{color} Draw Two</translation>
    </message>
    <message>
        <source>{color} SLAP</source>
        <translation>{color} SLAP</translation>
    </message>
    <message>
        <source>{color} Hit 2</source>
        <translation>{color} Hit 2</translation>
    </message>
    <message>
        <source>{color} Discard All</source>
        <translation>{color} Discard All</translation>
    </message>
    <message>
        <source>{color} Trade Hands</source>
        <translation>{color} Trade Hands</translation>
    </message>
    <message>
        <source>{color} Pass Hands</source>
        <translation>{color} Pass Hands</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Skip</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Reverse</translation>
    </message>
    <message>
        <source>Draw Two</source>
        <translation>Draw Two</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Wild</translation>
    </message>
    <message>
        <source>Wild Draw Four</source>
        <translation>Wild Draw Four</translation>
    </message>
    <message>
        <source>Wild Downpour Draw One</source>
        <translation>Wild Downpour Draw One</translation>
    </message>
    <message>
        <source>Wild Downpour Draw Two</source>
        <translation>Wild Downpour Draw Two</translation>
    </message>
    <message>
        <source>Penalty Kick</source>
        <translation>Penalty Kick</translation>
    </message>
    <message>
        <source>Racer X</source>
        <translation>Racer X</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Captain</translation>
    </message>
    <message>
        <source>Offside</source>
        <translation>Offside</translation>
    </message>
    <message>
        <source>Tilt</source>
        <translation>Tilt</translation>
    </message>
    <message>
        <source>Lotso</source>
        <translation>Lotso</translation>
    </message>
    <message>
        <source>Victory Lap</source>
        <translation>Victory Lap</translation>
    </message>
    <message>
        <source>SLAP</source>
        <translation>SLAP</translation>
    </message>
    <message>
        <source>Hit 2</source>
        <translation>Hit 2</translation>
    </message>
    <message>
        <source>Discard All</source>
        <translation>Discard All</translation>
    </message>
    <message>
        <source>Trade Hands</source>
        <translation>Trade Hands</translation>
    </message>
    <message>
        <source>Pass Hands</source>
        <translation>Pass Hands</translation>
    </message>
    <message>
        <source>Wild All Hit</source>
        <translation>Wild All Hit</translation>
    </message>
    <message>
        <source>Wild Hit-Fire</source>
        <translation>Wild Hit-Fire</translation>
    </message>
    <message>
        <source>Wild Hit 1</source>
        <translation>Wild Hit 1</translation>
    </message>
    <message>
        <source>{color} {card}</source>
        <translation>{color} {card}</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Call UNO now, before anyone catches you.</source>
        <translation>Call UNO now, before anyone catches you.</translation>
    </message>
    <message>
        <source>Call UNO now: the card you play next leaves you one.</source>
        <translation>Call UNO now: the card you play next leaves you one.</translation>
    </message>
    <message>
        <source>Catch {seat}: one card left and no UNO called.</source>
        <translation>Catch {seat}: one card left and no UNO called.</translation>
    </message>
    <message>
        <source>Play {card}: it is your last card, and the hand is yours.</source>
        <translation>Play {card}: it is your last card, and the hand is yours.</translation>
    </message>
    <message>
        <source>Play {card}: it is your last card, though without an UNO call it does not end the hand.</source>
        <translation>Play {card}: it is your last card, though without an UNO call it does not end the hand.</translation>
    </message>
    <message numerus="yes">
        <source>Play the Wild now: {seat} has only %n card(s) left.</source>
        <translation>
            <numerusform>Play the Wild now: {seat} has only %n card left.</numerusform>
            <numerusform>Play the Wild now: {seat} has only %n cards left.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the Wild: none of your coloured cards fits.</source>
        <translation>Play the Wild: none of your coloured cards fits.</translation>
    </message>
    <message>
        <source>Play the Wild and name the colour you hold most.</source>
        <translation>Play the Wild and name the colour you hold most.</translation>
    </message>
    <message numerus="yes">
        <source>Play the Wild Draw Four: {seat} has only %n card(s) left and faces four more.</source>
        <translation>
            <numerusform>Play the Wild Draw Four: {seat} has only %n card left and faces four more.</numerusform>
            <numerusform>Play the Wild Draw Four: {seat} has only %n cards left and faces four more.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the Wild Draw Four: {seat} faces four cards.</source>
        <translation>Play the Wild Draw Four: {seat} faces four cards.</translation>
    </message>
    <message>
        <source>Play {card}: {seat} faces two cards.</source>
        <translation>Play {card}: {seat} faces two cards.</translation>
    </message>
    <message>
        <source>Play {card}: you can follow {color} and keep {wild} for later.</source>
        <translation>Play {card}: you can follow {color} and keep {wild} for later.</translation>
    </message>
    <message>
        <source>Play {card}: follow {color}.</source>
        <translation>Play {card}: follow {color}.</translation>
    </message>
    <message>
        <source>Do not swap: nobody holds fewer cards than you.</source>
        <translation>Do not swap: nobody holds fewer cards than you.</translation>
    </message>
    <message>
        <source>Play the Wild Draw Four: none of your coloured cards fits.</source>
        <translation>Play the Wild Draw Four: none of your coloured cards fits.</translation>
    </message>
    <message>
        <source>Play {card}: it is your last card.</source>
        <translation>Play {card}: it is your last card.</translation>
    </message>
    <message>
        <source>Play the Wild Draw Four as a bluff: you hold {color}, so {seat} may challenge it, and then you take the cards.</source>
        <translation>Play the Wild Draw Four as a bluff: you hold {color}, so {seat} may challenge it, and then you take the cards.</translation>
    </message>
    <message>
        <source>Play {card}: {seat} misses a turn.</source>
        <translation>Play {card}: {seat} misses a turn.</translation>
    </message>
    <message>
        <source>Play {card}: play turns back, away from {seat}.</source>
        <translation>Play {card}: play turns back, away from {seat}.</translation>
    </message>
    <message>
        <source>Play {card}: {seat} could not follow {color} last time.</source>
        <translation>Play {card}: {seat} could not follow {color} last time.</translation>
    </message>
    <message numerus="yes">
        <source>Play {card}: switch to {color}, where you still hold %n card(s).</source>
        <translation>
            <numerusform>Play {card}: switch to {color}, where you still hold %n card.</numerusform>
            <numerusform>Play {card}: switch to {color}, where you still hold %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play {card} now: {seat} is about to go out, and it would count against you.</source>
        <translation>Play {card} now: {seat} is about to go out, and it would count against you.</translation>
    </message>
    <message>
        <source>Choose {color}: {seat} could not follow it last time.</source>
        <translation>Choose {color}: {seat} could not follow it last time.</translation>
    </message>
    <message>
        <source>Choose {color}: you hold the most cards of it.</source>
        <translation>Choose {color}: you hold the most cards of it.</translation>
    </message>
    <message>
        <source>Choose {color}: you hold as many cards of it as of {others}.</source>
        <translation>Choose {color}: you hold as many cards of it as of {others}.</translation>
    </message>
    <message numerus="yes">
        <source>Choose {color}: you hold %n card(s) of it.</source>
        <translation>
            <numerusform>Choose {color}: you hold %n card of it.</numerusform>
            <numerusform>Choose {color}: you hold %n cards of it.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw: nothing in your hand matches.</source>
        <translation>Draw: nothing in your hand matches.</translation>
    </message>
    <message>
        <source>Draw: keep your cards for a better moment.</source>
        <translation>Draw: keep your cards for a better moment.</translation>
    </message>
    <message>
        <source>Keep {card}: save it for a tighter moment.</source>
        <translation>Keep {card}: save it for a tighter moment.</translation>
    </message>
    <message>
        <source>Play {card}, the card you drew: it fits now.</source>
        <translation>Play {card}, the card you drew: it fits now.</translation>
    </message>
    <message numerus="yes">
        <source>Swap with {seat}: they hold only %n card(s).</source>
        <translation>
            <numerusform>Swap with {seat}: they hold only %n card.</numerusform>
            <numerusform>Swap with {seat}: they hold only %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>Challenge: {seat} probably held a card of the colour before.</source>
        <translation>Challenge: {seat} probably held a card of the colour before.</translation>
    </message>
    <message>
        <source>Take the cards: a challenge would probably fail.</source>
        <translation>Take the cards: a challenge would probably fail.</translation>
    </message>
    <message numerus="yes">
        <source>Take the %n card(s): nothing you hold passes them on.</source>
        <translation>
            <numerusform>Take the %n card: nothing you hold passes it on.</numerusform>
            <numerusform>Take the %n cards: nothing you hold passes them on.</numerusform>
        </translation>
    </message>
    <message>
        <source>{action}: it came out best in the hard bot&apos;s simulated hands.</source>
        <translation>{action}: it came out best in the hard bot&apos;s simulated hands.</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} and {last}</translation>
    </message>
    <message>
        <source>{first}, {last}</source>
        <translation>{first}, {last}</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>The coach is not available in this game.</source>
        <translation>The coach is not available in this game.</translation>
    </message>
    <message>
        <source>Nothing for you to decide right now.</source>
        <translation>Nothing for you to decide right now.</translation>
    </message>
    <message>
        <source>Hand {hand}, your move {move}: you chose “{yours}”; the hard bot would choose “{theirs}”.</source>
        <translation>Hand {hand}, your move {move}: you chose “{yours}”; the hard bot would choose “{theirs}”.</translation>
    </message>
</context>
<context>
    <name>CoachReview</name>
    <message>
        <source>What would the hard bot have done?</source>
        <translation>What would the hard bot have done?</translation>
    </message>
    <message>
        <source>Looking at your moves: %1 of %2…</source>
        <translation>Looking at your moves: %1 of %2…</translation>
    </message>
    <message>
        <source>You made no moves in this hand.</source>
        <translation>You made no moves in this hand.</translation>
    </message>
    <message>
        <source>It would have played every move as you did. Well played!</source>
        <translation>It would have played every move as you did. Well played!</translation>
    </message>
    <message numerus="yes">
        <source>It would have played %n of your moves otherwise. Watch each one:</source>
        <translation>
            <numerusform>It would have played %n of your moves otherwise. Watch it:</numerusform>
            <numerusform>It would have played %n of your moves otherwise. Watch each one:</numerusform>
        </translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Watch</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Back to the table</translation>
    </message>
</context>
<context>
    <name>Color</name>
    <message>
        <source>red</source>
        <translation>red</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blue</translation>
    </message>
    <message>
        <source>black</source>
        <translation>black</translation>
    </message>
    <message>
        <source>red</source>
        <comment>noun</comment>
        <translation>red</translation>
    </message>
    <message>
        <source>red</source>
        <comment>def</comment>
        <translation>red</translation>
    </message>
    <message>
        <source>red</source>
        <comment>f</comment>
        <translation>red</translation>
    </message>
    <message>
        <source>red</source>
        <comment>n</comment>
        <translation>red</translation>
    </message>
    <message>
        <source>red</source>
        <comment>m</comment>
        <translation>red</translation>
    </message>
    <message>
        <source>red</source>
        <comment>m acc</comment>
        <translation>red</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>noun</comment>
        <translation>yellow</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>def</comment>
        <translation>yellow</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>f</comment>
        <translation>yellow</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>n</comment>
        <translation>yellow</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>m</comment>
        <translation>yellow</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>m acc</comment>
        <translation>yellow</translation>
    </message>
    <message>
        <source>green</source>
        <comment>noun</comment>
        <translation>green</translation>
    </message>
    <message>
        <source>green</source>
        <comment>def</comment>
        <translation>green</translation>
    </message>
    <message>
        <source>green</source>
        <comment>f</comment>
        <translation>green</translation>
    </message>
    <message>
        <source>green</source>
        <comment>n</comment>
        <translation>green</translation>
    </message>
    <message>
        <source>green</source>
        <comment>m</comment>
        <translation>green</translation>
    </message>
    <message>
        <source>green</source>
        <comment>m acc</comment>
        <translation>green</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>noun</comment>
        <translation>blue</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>def</comment>
        <translation>blue</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>f</comment>
        <translation>blue</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>n</comment>
        <translation>blue</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>m</comment>
        <translation>blue</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>m acc</comment>
        <translation>blue</translation>
    </message>
</context>
<context>
    <name>ColorChoice</name>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Yellow</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Key: %1</translation>
    </message>
</context>
<context>
    <name>ColorPicker</name>
    <message>
        <source>Choose a colour</source>
        <translation>Choose a colour</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Yellow</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
</context>
<context>
    <name>ColorRing</name>
    <message>
        <source>Active colour: %1</source>
        <translation>Active colour: %1</translation>
    </message>
    <message>
        <source>red</source>
        <translation>red</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blue</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>open the game at its main menu</source>
        <translation>open the game at its main menu</translation>
    </message>
    <message>
        <source>host a LAN game without a window (uno-desktop host --help lists its options)</source>
        <translation>host a LAN game without a window (uno-desktop host --help lists its options)</translation>
    </message>
    <message>
        <source>start without a window, play one bot turn, exit (0: it works)</source>
        <translation>start without a window, play one bot turn, exit (0: it works)</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>show this help and exit</translation>
    </message>
    <message>
        <source>Usage:</source>
        <translation>Usage:</translation>
    </message>
    <message>
        <source>UNO for the desktop: every house rule, eleven themed editions, bots and LAN play.</source>
        <translation>UNO for the desktop: every house rule, eleven themed editions, bots and LAN play.</translation>
    </message>
    <message>
        <source>rules core: compiled (mypyc)</source>
        <translation>rules core: compiled (mypyc)</translation>
    </message>
    <message>
        <source>rules core: plain Python (slower; an install with a C compiler builds the compiled one)</source>
        <translation>rules core: plain Python (slower; an install with a C compiler builds the compiled one)</translation>
    </message>
    <message>
        <source>Here the installed game&apos;s desktop entry (Linux) or app bundle (macOS) lets invitation links open the game; there is nothing to register.</source>
        <translation>Here the installed game&apos;s desktop entry (Linux) or app bundle (macOS) lets invitation links open the game; there is nothing to register.</translation>
    </message>
    <message>
        <source>Invitation links (uno-desktop:) now open this copy of the game.</source>
        <translation>Invitation links (uno-desktop:) now open this copy of the game.</translation>
    </message>
    <message>
        <source>LINK</source>
        <translation>LINK</translation>
    </message>
    <message>
        <source>resume the game saved in %1 (an autosave.json, say), or watch the game recorded in it (a .unorec file)</source>
        <translation>resume the game saved in %1 (an autosave.json, say), or watch the game recorded in it (a .unorec file)</translation>
    </message>
    <message>
        <source>open the join page of the online room an invitation link (uno-desktop://join/...) is for, in the game already running if it is</source>
        <translation>open the join page of the online room an invitation link (uno-desktop://join/...) is for, in the game already running if it is</translation>
    </message>
    <message>
        <source>play in this language this time (Settings keep their choice)</source>
        <translation>play in this language this time (Settings keep their choice)</translation>
    </message>
    <message>
        <source>Windows: let invitation links (uno-desktop:) open this copy of the game (the installed game does this by itself)</source>
        <translation>Windows: let invitation links (uno-desktop:) open this copy of the game (the installed game does this by itself)</translation>
    </message>
    <message>
        <source>show the version and which rules core runs, and exit</source>
        <translation>show the version and which rules core runs, and exit</translation>
    </message>
    <message>
        <source>The language is the one chosen in Settings; until one is chosen, the system&apos;s (LANGUAGE, LC_ALL, LANG); --lang overrides both for one run.</source>
        <translation>The language is the one chosen in Settings; until one is chosen, the system&apos;s (LANGUAGE, LC_ALL, LANG); --lang overrides both for one run.</translation>
    </message>
    <message>
        <source>Qt&apos;s own options, such as -platform offscreen, go to Qt.</source>
        <translation>Qt&apos;s own options, such as -platform offscreen, go to Qt.</translation>
    </message>
    <message>
        <source>Settings and the autosave are in %1</source>
        <translation>Settings and the autosave are in %1</translation>
    </message>
    <message>
        <source>%1: the languages are %2</source>
        <translation>%1: the languages are %2</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>unknown option %1</translation>
    </message>
    <message>
        <source>one file at a time, not %1</source>
        <translation>one file at a time, not %1</translation>
    </message>
    <message>
        <source>Try “%1 --help”.</source>
        <translation>Try “%1 --help”.</translation>
    </message>
    <message>
        <source>%1: no window can be opened here (%2).</source>
        <translation>%1: no window can be opened here (%2).</translation>
    </message>
    <message>
        <source>%1: no display to show the game on (DISPLAY and WAYLAND_DISPLAY are not set); start it from your desktop.</source>
        <translation>%1: no display to show the game on (DISPLAY and WAYLAND_DISPLAY are not set); start it from your desktop.</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>Leave</source>
        <translation>Leave</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Stay</translation>
    </message>
</context>
<context>
    <name>Decision</name>
    <message>
        <source>Play a card or draw</source>
        <translation>Play a card or draw</translation>
    </message>
    <message>
        <source>Play the drawn card or keep it</source>
        <translation>Play the drawn card or keep it</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>Choose a colour</translation>
    </message>
    <message>
        <source>Stack, challenge or take the cards</source>
        <translation>Stack, challenge or take the cards</translation>
    </message>
    <message>
        <source>Swap hands with someone (or not)</source>
        <translation>Swap hands with someone (or not)</translation>
    </message>
    <message>
        <source>Choose whom to swap hands with</source>
        <translation>Choose whom to swap hands with</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>The hand is over</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <source>Spin the wheel, or play the twin card</source>
        <translation>Spin the wheel, or play the twin card</translation>
    </message>
    <message>
        <source>Name a colour to discard</source>
        <translation>Name a colour to discard</translation>
    </message>
    <message>
        <source>Name a number to discard</source>
        <translation>Name a number to discard</translation>
    </message>
    <message>
        <source>Discard down to two cards</source>
        <translation>Discard down to two cards</translation>
    </message>
    <message>
        <source>Call UNO Spin first!</source>
        <translation>Call UNO Spin first!</translation>
    </message>
    <message>
        <source>Discard one card of your choice</source>
        <translation>Discard one card of your choice</translation>
    </message>
    <message>
        <source>Choose your opponent for the penalty kick</source>
        <translation>Choose your opponent for the penalty kick</translation>
    </message>
    <message>
        <source>Play the next number or lose the race</source>
        <translation>Play the next number or lose the race</translation>
    </message>
    <message>
        <source>Captain: rotate the hands, swap two, or nothing</source>
        <translation>Captain: rotate the hands, swap two, or nothing</translation>
    </message>
    <message>
        <source>Choose who starts filling the scale</source>
        <translation>Choose who starts filling the scale</translation>
    </message>
    <message>
        <source>Put the top card into a pan</source>
        <translation>Put the top card into a pan</translation>
    </message>
    <message>
        <source>Choose the colour of a starting pan</source>
        <translation>Choose the colour of a starting pan</translation>
    </message>
    <message>
        <source>Name a colour everyone must show</source>
        <translation>Name a colour everyone must show</translation>
    </message>
    <message>
        <source>Keep this hand or pass the hands on</source>
        <translation>Keep this hand or pass the hands on</translation>
    </message>
    <message>
        <source>SLAP! Hit your buzzer!</source>
        <translation>SLAP! Hit your buzzer!</translation>
    </message>
    <message>
        <source>Choose whom to trade hands with</source>
        <translation>Choose whom to trade hands with</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Play a card</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Draw a card</translation>
    </message>
    <message>
        <source>Play the drawn card</source>
        <translation>Play the drawn card</translation>
    </message>
    <message>
        <source>Keep the drawn card</source>
        <translation>Keep the drawn card</translation>
    </message>
    <message>
        <source>Challenge or take the cards</source>
        <translation>Challenge or take the cards</translation>
    </message>
    <message>
        <source>Stack or take the cards</source>
        <translation>Stack or take the cards</translation>
    </message>
    <message>
        <source>Take the cards</source>
        <translation>Take the cards</translation>
    </message>
    <message>
        <source>Play Offside or take the cards</source>
        <translation>Play Offside or take the cards</translation>
    </message>
    <message>
        <source>Challenge, play Offside or take the cards</source>
        <translation>Challenge, play Offside or take the cards</translation>
    </message>
    <message>
        <source>Stack, play Offside or take the cards</source>
        <translation>Stack, play Offside or take the cards</translation>
    </message>
    <message>
        <source>Stack, challenge, play Offside or take the cards</source>
        <translation>Stack, challenge, play Offside or take the cards</translation>
    </message>
    <message>
        <source>Swap hands with someone</source>
        <translation>Swap hands with someone</translation>
    </message>
</context>
<context>
    <name>DeviceStage</name>
    <message>
        <source>SLAP!</source>
        <translation>SLAP!</translation>
    </message>
    <message>
        <source>Everyone hits the buzzer — the last one draws 2</source>
        <translation>Everyone hits the buzzer — the last one draws 2</translation>
    </message>
    <message>
        <source>UNO Spin!</source>
        <translation>UNO Spin!</translation>
    </message>
    <message>
        <source>The first to call it discards a card</source>
        <translation>The first to call it discards a card</translation>
    </message>
    <message>
        <source>{seat} was first!</source>
        <translation>{seat} was first!</translation>
    </message>
    <message>
        <source>You were first!</source>
        <translation>You were first!</translation>
    </message>
    <message>
        <source>{seat} names {value}</source>
        <translation>{seat} names {value}</translation>
    </message>
    <message>
        <source>You name {value}</source>
        <translation>You name {value}</translation>
    </message>
    <message>
        <source>{seat} calls UNO Spin: wrong segment!</source>
        <translation>{seat} calls UNO Spin: wrong segment!</translation>
    </message>
    <message>
        <source>You call UNO Spin: wrong segment!</source>
        <translation>You call UNO Spin: wrong segment!</translation>
    </message>
    <message>
        <source>Nobody called it</source>
        <translation>Nobody called it</translation>
    </message>
    <message>
        <source>Discard All!</source>
        <translation>Discard All!</translation>
    </message>
    <message>
        <source>The scale tips!</source>
        <translation>The scale tips!</translation>
    </message>
    <message>
        <source>{seat} placed the last card</source>
        <translation>{seat} placed the last card</translation>
    </message>
    <message>
        <source>You placed the last card</source>
        <translation>You placed the last card</translation>
    </message>
    <message>
        <source>All Hit!</source>
        <translation>All Hit!</translation>
    </message>
    <message>
        <source>Everyone else presses the launcher in turn</source>
        <translation>Everyone else presses the launcher in turn</translation>
    </message>
    <message>
        <source>Hit-Fire!</source>
        <translation>Hit-Fire!</translation>
    </message>
    <message>
        <source>The next player presses until cards fly</source>
        <translation>The next player presses until cards fly</translation>
    </message>
    <message>
        <source>Hit 2!</source>
        <translation>Hit 2!</translation>
    </message>
    <message>
        <source>Two presses for the next player</source>
        <translation>Two presses for the next player</translation>
    </message>
    <message>
        <source>Hit 1!</source>
        <translation>Hit 1!</translation>
    </message>
    <message>
        <source>One press for the next player</source>
        <translation>One press for the next player</translation>
    </message>
    <message numerus="yes">
        <source>{seat} drops %n card(s) of the colour</source>
        <translation>
            <numerusform>{seat} drops %n card of the colour</numerusform>
            <numerusform>{seat} drops %n cards of the colour</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You drop %n card(s) of the colour</source>
        <translation>
            <numerusform>You drop %n card of the colour</numerusform>
            <numerusform>You drop %n cards of the colour</numerusform>
        </translation>
    </message>
    <message>
        <source>Downpour!</source>
        <translation>Downpour!</translation>
    </message>
    <message numerus="yes">
        <source>Everyone else draws %n</source>
        <translation>
            <numerusform>Everyone else draws %n</numerusform>
            <numerusform>Everyone else draws %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Devices</name>
    <message>
        <source>{seat} spins the wheel: {segment}.</source>
        <translation>{seat} spins the wheel: {segment}.</translation>
    </message>
    <message>
        <source>{seat} presses the launcher: nothing happens.</source>
        <translation>{seat} presses the launcher: nothing happens.</translation>
    </message>
    <message>
        <source>You press the launcher: nothing happens.</source>
        <translation>You press the launcher: nothing happens.</translation>
    </message>
    <message>
        <source>The flash unit picks {seat}.</source>
        <translation>The flash unit picks {seat}.</translation>
    </message>
    <message>
        <source>The flash unit picks you.</source>
        <translation>The flash unit picks you.</translation>
    </message>
    <message>
        <source>Racer X! The race starts at {value}.</source>
        <translation>Racer X! The race starts at {value}.</translation>
    </message>
    <message>
        <source>Racer X turns up {card}.</source>
        <translation>Racer X turns up {card}.</translation>
    </message>
    <message numerus="yes">
        <source>Chain: %n card(s).</source>
        <translation>
            <numerusform>Chain: %n card.</numerusform>
            <numerusform>Chain: %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>SLAP! Everyone hits the buzzer.</source>
        <translation>SLAP! Everyone hits the buzzer.</translation>
    </message>
    <message>
        <source>UNO Spin! The first to call it discards a card.</source>
        <translation>UNO Spin! The first to call it discards a card.</translation>
    </message>
    <message>
        <source>{seat} loses the race.</source>
        <translation>{seat} loses the race.</translation>
    </message>
    <message>
        <source>You lose the race.</source>
        <translation>You lose the race.</translation>
    </message>
    <message>
        <source>{seat} wins the race.</source>
        <translation>{seat} wins the race.</translation>
    </message>
    <message>
        <source>You win the race.</source>
        <translation>You win the race.</translation>
    </message>
    <message>
        <source>Nobody won the race.</source>
        <translation>Nobody won the race.</translation>
    </message>
    <message>
        <source>Duel: {cards}.</source>
        <translation>Duel: {cards}.</translation>
    </message>
    <message>
        <source>{seat} {card}</source>
        <translation>{seat} {card}</translation>
    </message>
    <message>
        <source>you {card}</source>
        <translation>you {card}</translation>
    </message>
    <message>
        <source>{winner} wins the duel, {loser} takes the cards.</source>
        <translation>{winner} wins the duel, {loser} takes the cards.</translation>
    </message>
    <message>
        <source>You win the duel, {loser} takes the cards.</source>
        <translation>You win the duel, {loser} takes the cards.</translation>
    </message>
    <message>
        <source>{winner} wins the duel, you take the cards.</source>
        <translation>{winner} wins the duel, you take the cards.</translation>
    </message>
    <message>
        <source>{loser} loses the duel and takes the cards.</source>
        <translation>{loser} loses the duel and takes the cards.</translation>
    </message>
    <message>
        <source>You lose the duel and take the cards.</source>
        <translation>You lose the duel and take the cards.</translation>
    </message>
    <message>
        <source>{seat} is offside: nobody draws.</source>
        <translation>{seat} is offside: nobody draws.</translation>
    </message>
    <message>
        <source>You are offside: nobody draws.</source>
        <translation>You are offside: nobody draws.</translation>
    </message>
    <message>
        <source>{seat} plays the twin: no spin.</source>
        <translation>{seat} plays the twin: no spin.</translation>
    </message>
    <message>
        <source>You play the twin: no spin.</source>
        <translation>You play the twin: no spin.</translation>
    </message>
    <message>
        <source>{seat} names {value}.</source>
        <translation>{seat} names {value}.</translation>
    </message>
    <message>
        <source>You name {value}.</source>
        <translation>You name {value}.</translation>
    </message>
    <message>
        <source>The scale holds: {left} – {right}.</source>
        <translation>The scale holds: {left} – {right}.</translation>
    </message>
    <message>
        <source>The scale tips! {seat} placed the last card.</source>
        <translation>The scale tips! {seat} placed the last card.</translation>
    </message>
    <message>
        <source>The scale tips! You placed the last card.</source>
        <translation>The scale tips! You placed the last card.</translation>
    </message>
    <message>
        <source>{seat} drops {card} on the {pan} pan.</source>
        <translation>{seat} drops {card} on the {pan} pan.</translation>
    </message>
    <message>
        <source>You drop {card} on the {pan} pan.</source>
        <translation>You drop {card} on the {pan} pan.</translation>
    </message>
    <message>
        <source>Your spin! Spin the wheel</source>
        <translation>Your spin! Spin the wheel</translation>
    </message>
    <message numerus="yes">
        <source>Almost UNO: discard until two are left (%n more)</source>
        <translation>
            <numerusform>Almost UNO: discard until two are left (%n more)</numerusform>
            <numerusform>Almost UNO: discard until two are left (%n more)</numerusform>
        </translation>
    </message>
    <message>
        <source>Name a number to discard</source>
        <translation>Name a number to discard</translation>
    </message>
    <message>
        <source>Name a colour to discard</source>
        <translation>Name a colour to discard</translation>
    </message>
    <message>
        <source>UNO Spin! Be the first to call it</source>
        <translation>UNO Spin! Be the first to call it</translation>
    </message>
    <message>
        <source>You won the race: discard one card</source>
        <translation>You won the race: discard one card</translation>
    </message>
    <message>
        <source>Your spin! Spin the wheel, or play your twin card to cancel it</source>
        <translation>Your spin! Spin the wheel, or play your twin card to cancel it</translation>
    </message>
    <message>
        <source>Choose your opponent for the penalty kick</source>
        <translation>Choose your opponent for the penalty kick</translation>
    </message>
    <message>
        <source>Racer X: play the next number or give up</source>
        <translation>Racer X: play the next number or give up</translation>
    </message>
    <message>
        <source>Captain: move the hands, swap two, or keep them</source>
        <translation>Captain: move the hands, swap two, or keep them</translation>
    </message>
    <message>
        <source>Lotso: name a colour; who shows none draws 3, and if all can, you draw 3</source>
        <translation>Lotso: name a colour; who shows none draws 3, and if all can, you draw 3</translation>
    </message>
    <message>
        <source>Victory lap: keep this hand or pass the hands on</source>
        <translation>Victory lap: keep this hand or pass the hands on</translation>
    </message>
    <message>
        <source>SLAP! Hit the buzzer</source>
        <translation>SLAP! Hit the buzzer</translation>
    </message>
    <message>
        <source>Tilt: choose who starts filling the pans</source>
        <translation>Tilt: choose who starts filling the pans</translation>
    </message>
    <message>
        <source>Tilt: choose a pan for the top card</source>
        <translation>Tilt: choose a pan for the top card</translation>
    </message>
    <message>
        <source>{name} played a Tilt card: put the top card of the draw pile into a pan</source>
        <translation>{name} played a Tilt card: put the top card of the draw pile into a pan</translation>
    </message>
    <message>
        <source>Your Tilt card: put the top card of the draw pile into a pan</source>
        <translation>Your Tilt card: put the top card of the draw pile into a pan</translation>
    </message>
    <message>
        <source>{name} played a Tilt card: put the top card of the draw pile into its pan</source>
        <translation>{name} played a Tilt card: put the top card of the draw pile into its pan</translation>
    </message>
    <message>
        <source>Your Tilt card: put the top card of the draw pile into its pan</source>
        <translation>Your Tilt card: put the top card of the draw pile into its pan</translation>
    </message>
    <message>
        <source>Now pick a pan: 1 left, 2 right</source>
        <translation>Now pick a pan: 1 left, 2 right</translation>
    </message>
    <message>
        <source>Choose whom to trade hands with</source>
        <translation>Choose whom to trade hands with</translation>
    </message>
    <message>
        <source>Play a card on a pan (card, then pan) or draw</source>
        <translation>Play a card on a pan (card, then pan) or draw</translation>
    </message>
    <message>
        <source>Choose the colour of the black start card</source>
        <translation>Choose the colour of the black start card</translation>
    </message>
    <message>
        <source>Play a card or press the launcher</source>
        <translation>Play a card or press the launcher</translation>
    </message>
    <message numerus="yes">
        <source>Whoever tips the scale draws %n card(s); a card on the lighter pan never tips it</source>
        <translation>
            <numerusform>Whoever tips the scale draws %n card; a card on the lighter pan never tips it</numerusform>
            <numerusform>Whoever tips the scale draws %n cards; a card on the lighter pan never tips it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Whoever tips the scale draws %n card(s)</source>
        <translation>
            <numerusform>Whoever tips the scale draws %n card</numerusform>
            <numerusform>Whoever tips the scale draws %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Press the launcher %n time(s)</source>
        <translation>
            <numerusform>Press the launcher %n time</numerusform>
            <numerusform>Press the launcher %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Press the launcher %n time(s), or pass it on with your Hit 2</source>
        <translation>
            <numerusform>Press the launcher %n time, or pass it on with your Hit 2</numerusform>
            <numerusform>Press the launcher %n times, or pass it on with your Hit 2</numerusform>
        </translation>
    </message>
    <message>
        <source>Racer X: you hold no next number, give up</source>
        <translation>Racer X: you hold no next number, give up</translation>
    </message>
    <message>
        <source>Victory lap: the hands have gone round, keep this one</source>
        <translation>Victory lap: the hands have gone round, keep this one</translation>
    </message>
    <message>
        <source>Play a card on a pan (card, then pan)</source>
        <translation>Play a card on a pan (card, then pan)</translation>
    </message>
    <message>
        <source>No card fits a pan: draw</source>
        <translation>No card fits a pan: draw</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Play a card</translation>
    </message>
    <message>
        <source>Nothing fits: press the launcher</source>
        <translation>Nothing fits: press the launcher</translation>
    </message>
    <message>
        <source>left</source>
        <translation>left</translation>
    </message>
    <message>
        <source>right</source>
        <translation>right</translation>
    </message>
    <message>
        <source>Almost UNO</source>
        <translation>Almost UNO</translation>
    </message>
    <message>
        <source>Discard number</source>
        <translation>Discard number</translation>
    </message>
    <message>
        <source>Discard colour</source>
        <translation>Discard colour</translation>
    </message>
    <message>
        <source>Draw red</source>
        <translation>Draw red</translation>
    </message>
    <message>
        <source>Draw blue</source>
        <translation>Draw blue</translation>
    </message>
    <message>
        <source>Show hand</source>
        <translation>Show hand</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Battle</translation>
    </message>
    <message>
        <source>UNO Spin</source>
        <translation>UNO Spin</translation>
    </message>
    <message>
        <source>You spin the wheel: {segment}.</source>
        <translation>You spin the wheel: {segment}.</translation>
    </message>
    <message>
        <source>{seat} moves no hands with the Captain.</source>
        <translation>{seat} moves no hands with the Captain.</translation>
    </message>
    <message>
        <source>You move no hands with the Captain.</source>
        <translation>You move no hands with the Captain.</translation>
    </message>
    <message>
        <source>Victory lap {lap}.</source>
        <translation>Victory lap {lap}.</translation>
    </message>
</context>
<context>
    <name>DuelScene</name>
    <message>
        <source>Battle! Lowest number takes all</source>
        <translation>Battle! Lowest number takes all</translation>
    </message>
    <message>
        <source>Penalty kick!</source>
        <translation>Penalty kick!</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier round(s) tied</source>
        <translation>
            <numerusform>%n earlier round tied</numerusform>
            <numerusform>%n earlier rounds tied</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>You take all the shown cards</source>
        <translation>You take all the shown cards</translation>
    </message>
    <message>
        <source>%1 takes all the shown cards</source>
        <translation>%1 takes all the shown cards</translation>
    </message>
    <message>
        <source>You score! %1 takes the cards and 2 more</source>
        <translation>You score! %1 takes the cards and 2 more</translation>
    </message>
    <message>
        <source>%1 scores! You take the cards and 2 more</source>
        <translation>%1 scores! You take the cards and 2 more</translation>
    </message>
    <message>
        <source>%1 scores! %2 takes the cards and 2 more</source>
        <translation>%1 scores! %2 takes the cards and 2 more</translation>
    </message>
</context>
<context>
    <name>Edition</name>
    <message>
        <source>Classic</source>
        <translation>Classic</translation>
    </message>
    <message>
        <source>H2O</source>
        <translation>H2O</translation>
    </message>
    <message>
        <source>Spin</source>
        <translation>Spin</translation>
    </message>
    <message>
        <source>Kick</source>
        <translation>Kick</translation>
    </message>
    <message>
        <source>Speed Racer</source>
        <translation>Speed Racer</translation>
    </message>
    <message>
        <source>FC Bayern</source>
        <translation>FC Bayern</translation>
    </message>
    <message>
        <source>Extreme / Attack</source>
        <translation>Extreme / Attack</translation>
    </message>
    <message>
        <source>Flash</source>
        <translation>Flash</translation>
    </message>
    <message>
        <source>FIFA World Cup 2006</source>
        <translation>FIFA World Cup 2006</translation>
    </message>
    <message>
        <source>Tippo</source>
        <translation>Tippo</translation>
    </message>
    <message>
        <source>Toy Story 3</source>
        <translation>Toy Story 3</translation>
    </message>
    <message>
        <source>Cars</source>
        <translation>Cars</translation>
    </message>
</context>
<context>
    <name>EditionRules</name>
    <message>
        <source>The classic deck of 108 cards: numbers 0–9 in four colours, Skip, Reverse, Draw Two, Wild and Wild Draw Four.</source>
        <translation>The classic deck of 108 cards: numbers 0–9 in four colours, Skip, Reverse, Draw Two, Wild and Wild Draw Four.</translation>
    </message>
    <message>
        <source>Some cards from 1 to 5 carry a swirl. After a swirl card the next player spins the wheel instead of playing, unless they hold the identical card and play it. The wheel decides: Almost UNO, discard a number or a colour, draw until red or blue, show your hand, trade hands, Battle or UNO Spin.</source>
        <translation>Some cards from 1 to 5 carry a swirl. After a swirl card the next player spins the wheel instead of playing, unless they hold the identical card and play it. The wheel decides: Almost UNO, discard a number or a colour, draw until red or blue, show your hand, trade hands, Battle or UNO Spin.</translation>
    </message>
    <message>
        <source>Penalty Kick: a duel against an opponent. Both lay their highest number card; the lower one takes all the duel&apos;s cards plus two penalty cards. Then the player chooses the colour.</source>
        <translation>Penalty Kick: a duel against an opponent. Both lay their highest number card; the lower one takes all the duel&apos;s cards plus two penalty cards. Then the player chooses the colour.</translation>
    </message>
    <message>
        <source>Racer X: the top card of the draw pile is turned. From the next player on, everyone must play the next higher number in any colour (after 9 comes 0). Whoever cannot loses the race and draws three.</source>
        <translation>Racer X: the top card of the draw pile is turned. From the next player on, everyone must play the next higher number in any colour (after 9 comes 0). Whoever cannot loses the race and draws three.</translation>
    </message>
    <message>
        <source>Captain: all hands move one seat to the left or right, two players of your choice swap hands, or nothing happens. Then you choose the colour.</source>
        <translation>Captain: all hands move one seat to the left or right, two players of your choice swap hands, or nothing happens. Then you choose the colour.</translation>
    </message>
    <message>
        <source>Offside: play it on a Draw Two or Wild Draw Four aimed at you and nobody draws; you choose the colour. On your own turn it is a Wild.</source>
        <translation>Offside: play it on a Draw Two or Wild Draw Four aimed at you and nobody draws; you choose the colour. On your own turn it is a Wild.</translation>
    </message>
    <message>
        <source>Two pans of a scale are the discard piles; play on either. Stop cards block a pan. Tilt: from the player you choose, everyone puts the top card of the draw pile into a pan until the scale tips; whoever tips it draws penalty cards.</source>
        <translation>Two pans of a scale are the discard piles; play on either. Stop cards block a pan. Tilt: from the player you choose, everyone puts the top card of the draw pile into a pan until the scale tips; whoever tips it draws penalty cards.</translation>
    </message>
    <message>
        <source>Lotso: name a colour; every other player must show a card of it or draw three. If everyone can, you draw three. Then you choose the colour.</source>
        <translation>Lotso: name a colour; every other player must show a card of it or draw three. If everyone can, you draw three. Then you choose the colour.</translation>
    </message>
    <message>
        <source>Victory Lap: all hands move one seat on, face down. You look at your new hand and keep it or pass the hands on again, until you keep one or your own returns. Then you choose the colour.</source>
        <translation>Victory Lap: all hands move one seat on, face down. You look at your new hand and keep it or pass the hands on again, until you keep one or your own returns. Then you choose the colour.</translation>
    </message>
    <message>
        <source>The flash unit picks who plays next, at random, and gives a few seconds to play; too slow means drawing two. SLAP replaces Reverse: everyone hits the buzzer and the last one draws two.</source>
        <translation>The flash unit picks who plays next, at random, and gives a few seconds to play; too slow means drawing two. SLAP replaces Reverse: everyone hits the buzzer and the last one draws two.</translation>
    </message>
    <message>
        <source>Drawing means pressing the card launcher: it fires a random number of cards, often none. Hit 2: the next player presses twice (it cannot be challenged). Wild Hit-Fire: press until cards come out. Wild All Hit: everyone presses once, the player last. Discard All: discard every card of that colour. Trade Hands: swap hands with another player.</source>
        <translation>Drawing means pressing the card launcher: it fires a random number of cards, often none. Hit 2: the next player presses twice (it cannot be challenged). Wild Hit-Fire: press until cards come out. Wild All Hit: everyone presses once, the player last. Discard All: discard every card of that colour. Trade Hands: swap hands with another player.</translation>
    </message>
    <message>
        <source>Wild Downpour Draw One and Two: you choose the colour and every other player draws one or two cards. Nobody is skipped. A Downpour card may not be played on a pending draw penalty, nor on a Wild Draw Four.</source>
        <translation>Wild Downpour Draw One and Two: you choose the colour and every other player draws one or two cards. Nobody is skipped. A Downpour card may not be played on a pending draw penalty, nor on a Wild Draw Four.</translation>
    </message>
</context>
<context>
    <name>FileChooser</name>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Up</translation>
    </message>
    <message>
        <source>To the folder that holds this one (Backspace)</source>
        <translation>To the folder that holds this one (Backspace)</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Folder: %1</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Documents</translation>
    </message>
    <message>
        <source>Desktop</source>
        <translation>Desktop</translation>
    </message>
    <message>
        <source>Downloads</source>
        <translation>Downloads</translation>
    </message>
    <message>
        <source>Folders and files</source>
        <translation>Folders and files</translation>
    </message>
    <message>
        <source>Folder %1</source>
        <translation>Folder %1</translation>
    </message>
    <message>
        <source>No folders and no record files here yet.</source>
        <translation>No folders and no record files here yet.</translation>
    </message>
    <message>
        <source>Nothing here to open: no folder and no file of this kind.</source>
        <translation>Nothing here to open: no folder and no file of this kind.</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>File name:</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>File name</translation>
    </message>
    <message>
        <source>Files shown</source>
        <translation>Files shown</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Replace the file?</translation>
    </message>
    <message>
        <source>%1 is there already. Replace it with this game?</source>
        <translation>%1 is there already. Replace it with this game?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Replace</translation>
    </message>
</context>
<context>
    <name>FileError</name>
    <message>
        <source>the disk is full.</source>
        <translation>the disk is full.</translation>
    </message>
    <message>
        <source>the game&apos;s folder cannot be written to.</source>
        <translation>the game&apos;s folder cannot be written to.</translation>
    </message>
    <message>
        <source>the file could not be written.</source>
        <translation>the file could not be written.</translation>
    </message>
</context>
<context>
    <name>FlashUnit</name>
    <message>
        <source>FLASH</source>
        <translation>FLASH</translation>
    </message>
</context>
<context>
    <name>Folders</name>
    <message>
        <source>This folder cannot be read: it is not there any more.</source>
        <translation>This folder cannot be read: it is not there any more.</translation>
    </message>
    <message>
        <source>This folder cannot be read: you may not open it.</source>
        <translation>This folder cannot be read: you may not open it.</translation>
    </message>
    <message>
        <source>This folder cannot be read: it is a file.</source>
        <translation>This folder cannot be read: it is a file.</translation>
    </message>
    <message>
        <source>This folder cannot be read.</source>
        <translation>This folder cannot be read.</translation>
    </message>
    <message>
        <source>Type a name for the file.</source>
        <translation>Type a name for the file.</translation>
    </message>
    <message>
        <source>{name} is a folder: choose another name.</source>
        <translation>{name} is a folder: choose another name.</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist.</source>
        <translation>The folder {folder} does not exist.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Team {n}</source>
        <translation>Team {n}</translation>
    </message>
    <message>
        <source>Top card: {card}.</source>
        <translation>Top card: {card}.</translation>
    </message>
    <message>
        <source>Active colour: {color}.</source>
        <translation>Active colour: {color}.</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s).</source>
        <translation>
            <numerusform>Draw pile: %n card.</numerusform>
            <numerusform>Draw pile: %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} must press the launcher %n time(s).</source>
        <translation>
            <numerusform>{name} must press the launcher %n time.</numerusform>
            <numerusform>{name} must press the launcher %n times.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You must press the launcher %n time(s).</source>
        <translation>
            <numerusform>You must press the launcher %n time.</numerusform>
            <numerusform>You must press the launcher %n times.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} faces %n penalty card(s).</source>
        <translation>
            <numerusform>{name} faces %n penalty card.</numerusform>
            <numerusform>{name} faces %n penalty cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You face %n penalty card(s).</source>
        <translation>
            <numerusform>You face %n penalty card.</numerusform>
            <numerusform>You face %n penalty cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand is face down.</source>
        <translation>Your hand is face down.</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s): {cards}.</source>
        <translation>
            <numerusform>Your hand, %n card: {cards}.</numerusform>
            <numerusform>Your hand, %n cards: {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name}: %n card</numerusform>
            <numerusform>{name}: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Waiting for {name}…</translation>
    </message>
    <message>
        <source>Close the room?</source>
        <translation>Close the room?</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Leave the table?</translation>
    </message>
    <message numerus="yes">
        <source>You: %n card(s)</source>
        <translation>
            <numerusform>You: %n card</numerusform>
            <numerusform>You: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Playable: {cards}.</source>
        <translation>Playable: {cards}.</translation>
    </message>
    <message>
        <source>The rest: {cards}.</source>
        <translation>The rest: {cards}.</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>Your hand is empty.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand {hand}, target {target} points.</source>
        <translation>Hand {hand}, target {target} points.</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Nothing has happened yet.</translation>
    </message>
    <message>
        <source>The game is saved: Continue in the main menu picks it up where you left it.</source>
        <translation>The game is saved: Continue in the main menu picks it up where you left it.</translation>
    </message>
    <message>
        <source>The game ends for everyone now. It is saved: host again and choose “Resume saved game” to play on later.</source>
        <translation>The game ends for everyone now. It is saved: host again and choose “Resume saved game” to play on later.</translation>
    </message>
    <message>
        <source>A bot plays your seat meanwhile. Join the room again to take it back.</source>
        <translation>A bot plays your seat meanwhile. Join the room again to take it back.</translation>
    </message>
    <message>
        <source>This game is not saved: it ends when you leave.</source>
        <translation>This game is not saved: it ends when you leave.</translation>
    </message>
    <message>
        <source>Close room</source>
        <translation>Close room</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Leave</translation>
    </message>
    <message>
        <source>{name} is away: a bot plays for them until they are back.</source>
        <translation>{name} is away: a bot plays for them until they are back.</translation>
    </message>
    <message>
        <source>{name} is back.</source>
        <translation>{name} is back.</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>Final scores: %1</source>
        <translation>Final scores: %1</translation>
    </message>
    <message>
        <source>Your team wins the game!</source>
        <translation>Your team wins the game!</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>You win the game!</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 wins the game!</translation>
    </message>
    <message>
        <source>One hand decided this game; nobody scores points.</source>
        <translation>One hand decided this game; nobody scores points.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Play again</translation>
    </message>
    <message>
        <source>Watch again</source>
        <translation>Watch again</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Main menu</translation>
    </message>
</context>
<context>
    <name>GamesScreen</name>
    <message>
        <source>Replays</source>
        <translation>Replays</translation>
    </message>
    <message>
        <source>Games you saved and the last 50 games you finished are kept here to watch again, move by move, with the table&apos;s own animations. A record file from another computer opens here too, or dropped on the window.</source>
        <translation>Games you saved and the last 50 games you finished are kept here to watch again, move by move, with the table&apos;s own animations. A record file from another computer opens here too, or dropped on the window.</translation>
    </message>
    <message>
        <source>The last 50 games you finished are kept here to watch again, move by move, with the table&apos;s own animations. A record file from another computer opens here too, or dropped on the window.</source>
        <translation>The last 50 games you finished are kept here to watch again, move by move, with the table&apos;s own animations. A record file from another computer opens here too, or dropped on the window.</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Watch</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <source>No finished games yet. Every game you finish is kept here to watch again.</source>
        <translation>No finished games yet. Every game you finish is kept here to watch again.</translation>
    </message>
    <message>
        <source>Open a record file…</source>
        <translation>Open a record file…</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Open a record file</source>
        <translation>Open a record file</translation>
    </message>
    <message>
        <source>UNO Desktop records (*.unorec)</source>
        <translation>UNO Desktop records (*.unorec)</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Saved games (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
</context>
<context>
    <name>HandOverPanel</name>
    <message>
        <source>You win the hand!</source>
        <translation>You win the hand!</translation>
    </message>
    <message>
        <source>%1 wins the hand!</source>
        <translation>%1 wins the hand!</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Next hand</translation>
    </message>
    <message>
        <source>What would the hard bot have done?</source>
        <translation>What would the hard bot have done?</translation>
    </message>
</context>
<context>
    <name>HandRows</name>
    <message numerus="yes">
        <source>You: %n card(s) left</source>
        <translation>
            <numerusform>You: %n card left</numerusform>
            <numerusform>You: %n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) left</source>
        <translation>
            <numerusform>%1: %n card left</numerusform>
            <numerusform>%1: %n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You: %n card(s) left, worth %1; total %2</source>
        <translation>
            <numerusform>You: %n card left, worth %1; total %2</numerusform>
            <numerusform>You: %n cards left, worth %1; total %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) left, worth %2; total %3</source>
        <translation>
            <numerusform>%1: %n card left, worth %2; total %3</numerusform>
            <numerusform>%1: %n cards left, worth %2; total %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Cards left</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Card points</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>HelpOverlay</name>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>Keys of the replay</source>
        <translation>Keys of the replay</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>HostError</name>
    <message>
        <source>a PIN has at most {max} characters.</source>
        <translation>a PIN has at most {max} characters.</translation>
    </message>
    <message>
        <source>another program uses the network port.</source>
        <translation>another program uses the network port.</translation>
    </message>
    <message>
        <source>this computer does not let the game open a network port.</source>
        <translation>this computer does not let the game open a network port.</translation>
    </message>
    <message>
        <source>no network port can be opened on this computer.</source>
        <translation>no network port can be opened on this computer.</translation>
    </message>
</context>
<context>
    <name>Illegal</name>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>You do not hold that card.</translation>
    </message>
    <message>
        <source>That card does not match the colour, number or symbol.</source>
        <translation>That card does not match the colour, number or symbol.</translation>
    </message>
    <message>
        <source>You may only play a Wild Draw Four when you hold no card of the active colour.</source>
        <translation>You may only play a Wild Draw Four when you hold no card of the active colour.</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>There is no such seat.</translation>
    </message>
    <message>
        <source>There is no such colour.</source>
        <translation>There is no such colour.</translation>
    </message>
    <message>
        <source>There is no such number.</source>
        <translation>There is no such number.</translation>
    </message>
    <message>
        <source>The hands can only move one seat to the left or right.</source>
        <translation>The hands can only move one seat to the left or right.</translation>
    </message>
    <message>
        <source>The game does not know that move.</source>
        <translation>The game does not know that move.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Only the host may do that.</source>
        <translation>Only the host may do that.</translation>
    </message>
    <message>
        <source>Nothing is waiting for a time-out.</source>
        <translation>Nothing is waiting for a time-out.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>The hand is over.</translation>
    </message>
    <message>
        <source>You cannot catch yourself.</source>
        <translation>You cannot catch yourself.</translation>
    </message>
    <message>
        <source>Nobody can be caught right now.</source>
        <translation>Nobody can be caught right now.</translation>
    </message>
    <message>
        <source>You do not need to call UNO now.</source>
        <translation>You do not need to call UNO now.</translation>
    </message>
    <message>
        <source>That move is malformed.</source>
        <translation>That move is malformed.</translation>
    </message>
    <message>
        <source>Play one card at a time in this game.</source>
        <translation>Play one card at a time in this game.</translation>
    </message>
    <message>
        <source>That is not allowed right now.</source>
        <translation>That is not allowed right now.</translation>
    </message>
    <message>
        <source>You must play a card; drawing is not allowed while you can play.</source>
        <translation>You must play a card; drawing is not allowed while you can play.</translation>
    </message>
    <message>
        <source>You may only play the card you just drew.</source>
        <translation>You may only play the card you just drew.</translation>
    </message>
    <message>
        <source>Choose a colour first.</source>
        <translation>Choose a colour first.</translation>
    </message>
    <message>
        <source>There is nothing to challenge.</source>
        <translation>There is nothing to challenge.</translation>
    </message>
    <message>
        <source>That card cannot be stacked on this penalty.</source>
        <translation>That card cannot be stacked on this penalty.</translation>
    </message>
    <message>
        <source>Stacking is off: take the cards.</source>
        <translation>Stacking is off: take the cards.</translation>
    </message>
    <message>
        <source>Take the penalty cards first.</source>
        <translation>Take the penalty cards first.</translation>
    </message>
    <message>
        <source>You cannot swap with that seat.</source>
        <translation>You cannot swap with that seat.</translation>
    </message>
    <message>
        <source>Choose whom to swap hands with.</source>
        <translation>Choose whom to swap hands with.</translation>
    </message>
    <message>
        <source>The game moved on; try again.</source>
        <translation>The game moved on; try again.</translation>
    </message>
    <message>
        <source>There is no such reaction.</source>
        <translation>There is no such reaction.</translation>
    </message>
    <message>
        <source>There is no such pan.</source>
        <translation>There is no such pan.</translation>
    </message>
    <message>
        <source>That pan is blocked by a stop card.</source>
        <translation>That pan is blocked by a stop card.</translation>
    </message>
    <message>
        <source>Choose a pan for your card.</source>
        <translation>Choose a pan for your card.</translation>
    </message>
    <message>
        <source>In the race you must play the next number.</source>
        <translation>In the race you must play the next number.</translation>
    </message>
    <message>
        <source>Only the identical twin card stops the wheel.</source>
        <translation>Only the identical twin card stops the wheel.</translation>
    </message>
    <message>
        <source>Spin the wheel first.</source>
        <translation>Spin the wheel first.</translation>
    </message>
    <message>
        <source>Choose a card to discard.</source>
        <translation>Choose a card to discard.</translation>
    </message>
    <message>
        <source>Choose an opponent for the penalty kick.</source>
        <translation>Choose an opponent for the penalty kick.</translation>
    </message>
    <message>
        <source>That move is not allowed ({code}).</source>
        <translation>That move is not allowed ({code}).</translation>
    </message>
</context>
<context>
    <name>LanController</name>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Free seat</source>
        <translation>Free seat</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Bot plays until they are back</source>
        <translation>Bot plays until they are back</translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation>Disconnected</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Ready</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>Not ready</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>Games on the network cannot be listed here; join by address instead.</source>
        <translation>Games on the network cannot be listed here; join by address instead.</translation>
    </message>
    <message>
        <source>That room is gone from the network.</source>
        <translation>That room is gone from the network.</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Spectator</translation>
    </message>
    <message>
        <source>Rejoining %1…</source>
        <translation>Rejoining %1…</translation>
    </message>
    <message>
        <source>UNO table</source>
        <translation>UNO table</translation>
    </message>
    <message>
        <source>This game cannot be hosted: %1</source>
        <translation>This game cannot be hosted: %1</translation>
    </message>
    <message>
        <source>A PIN needs at least %1 characters (or none at all).</source>
        <translation>A PIN needs at least %1 characters (or none at all).</translation>
    </message>
    <message>
        <source>The saved LAN game cannot be resumed.</source>
        <translation>The saved LAN game cannot be resumed.</translation>
    </message>
    <message>
        <source>Could not keep the game to watch again: %1</source>
        <translation>Could not keep the game to watch again: %1</translation>
    </message>
    <message>
        <source>Enter the host&apos;s address and port.</source>
        <translation>Enter the host&apos;s address and port.</translation>
    </message>
    <message>
        <source>Connection lost, reconnecting…</source>
        <translation>Connection lost, reconnecting…</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connecting…</translation>
    </message>
    <message>
        <source>The host can resume this game later; join it again then.</source>
        <translation>The host can resume this game later; join it again then.</translation>
    </message>
</context>
<context>
    <name>LanHome</name>
    <message>
        <source>Play on LAN</source>
        <translation>Play on LAN</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>Reconnect</translation>
    </message>
</context>
<context>
    <name>LanHostForm</name>
    <message>
        <source>Room name</source>
        <translation>Room name</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>%1&apos;s table</translation>
    </message>
    <message>
        <source>PIN (optional)</source>
        <translation>PIN (optional)</translation>
    </message>
    <message>
        <source>Anyone may join</source>
        <translation>Anyone may join</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Edition</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>House rules</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>Bots</source>
        <translation>Bots</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <source>Players may ask for hints</source>
        <translation>Players may ask for hints</translation>
    </message>
    <message>
        <source>A PIN has %1 to %2 characters; without one, anyone on the network may join.</source>
        <translation>A PIN has %1 to %2 characters; without one, anyone on the network may join.</translation>
    </message>
    <message>
        <source>Free seats are filled with bots when you deal.</source>
        <translation>Free seats are filled with bots when you deal.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Resume saved game</source>
        <translation>Resume saved game</translation>
    </message>
    <message>
        <source>Open room</source>
        <translation>Open room</translation>
    </message>
</context>
<context>
    <name>LanJoin</name>
    <message>
        <source>Games on this network</source>
        <translation>Games on this network</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>In progress</translation>
    </message>
    <message>
        <source>Your seat is waiting for you</source>
        <translation>Your seat is waiting for you</translation>
    </message>
    <message>
        <source>open to watch</source>
        <translation>open to watch</translation>
    </message>
    <message>
        <source>%1 of %2 seats free</source>
        <translation>%1 of %2 seats free</translation>
    </message>
    <message>
        <source>PIN required</source>
        <translation>PIN required</translation>
    </message>
    <message>
        <source>other version</source>
        <translation>other version</translation>
    </message>
    <message>
        <source>Looking for games… Ask the host for the address if none appears.</source>
        <translation>Looking for games… Ask the host for the address if none appears.</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Watch</translation>
    </message>
    <message>
        <source>Join by address</source>
        <translation>Join by address</translation>
    </message>
    <message>
        <source>Address, e.g. 192.168.1.20</source>
        <translation>Address, e.g. 192.168.1.20</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>Host address</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>PIN, if the room has one</source>
        <translation>PIN, if the room has one</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
</context>
<context>
    <name>LanLobby</name>
    <message>
        <source>Others join at %1</source>
        <translation>Others join at %1</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong PIN attempt(s)</source>
        <translation>
            <numerusform>%n wrong PIN attempt</numerusform>
            <numerusform>%n wrong PIN attempts</numerusform>
        </translation>
    </message>
    <message>
        <source>You are watching this game.</source>
        <translation>You are watching this game.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>Seat %1: %2, %3</source>
        <translation>Seat %1: %2, %3</translation>
    </message>
    <message>
        <source>Add bot</source>
        <translation>Add bot</translation>
    </message>
    <message>
        <source>Remove bot</source>
        <translation>Remove bot</translation>
    </message>
    <message>
        <source>Remove bot %2 from seat %1</source>
        <translation>Remove bot %2 from seat %1</translation>
    </message>
    <message>
        <source>Add a bot to seat %1</source>
        <translation>Add a bot to seat %1</translation>
    </message>
    <message>
        <source>Close room</source>
        <translation>Close room</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Leave</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>Not ready</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Ready</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Chat messages</source>
        <translation>Chat messages</translation>
    </message>
    <message>
        <source>Say something</source>
        <translation>Say something</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Chat message</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Send</translation>
    </message>
    <message>
        <source>Close the room?</source>
        <translation>Close the room?</translation>
    </message>
    <message>
        <source>Leave the room?</source>
        <translation>Leave the room?</translation>
    </message>
    <message>
        <source>Everyone who joined goes back to the start.</source>
        <translation>Everyone who joined goes back to the start.</translation>
    </message>
    <message>
        <source>You can join again while the room is open.</source>
        <translation>You can join again while the room is open.</translation>
    </message>
</context>
<context>
    <name>LanStart</name>
    <message>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Host a game</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Join a game</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
</context>
<context>
    <name>LanTransport</name>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message numerus="yes">
        <source>You must press %n time(s)</source>
        <translation>
            <numerusform>You must press %n time</numerusform>
            <numerusform>You must press %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 must press %n time(s)</source>
        <translation>
            <numerusform>%1 must press %n time</numerusform>
            <numerusform>%1 must press %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) for you!</source>
        <translation>
            <numerusform>%n card for you!</numerusform>
            <numerusform>%n cards for you!</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing for you!</source>
        <translation>Nothing for you!</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)!</source>
        <translation>
            <numerusform>%1: %n card!</numerusform>
            <numerusform>%1: %n cards!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: nothing!</source>
        <translation>%1: nothing!</translation>
    </message>
    <message>
        <source>PRESS ×%1</source>
        <translation>PRESS ×%1</translation>
    </message>
    <message>
        <source>PRESS</source>
        <translation>PRESS</translation>
    </message>
    <message>
        <source>Press the launcher</source>
        <translation>Press the launcher</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the launcher</source>
        <translation>
            <numerusform>%n card in the launcher</numerusform>
            <numerusform>%n cards in the launcher</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Easy bot</source>
        <translation>Easy bot</translation>
    </message>
    <message>
        <source>Normal bot</source>
        <translation>Normal bot</translation>
    </message>
    <message>
        <source>Hard bot</source>
        <translation>Hard bot</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>Hand {number} — {dealer} deals.</source>
        <translation>Hand {number} — {dealer} deals.</translation>
    </message>
    <message>
        <source>Hand {number} — you deal.</source>
        <translation>Hand {number} — you deal.</translation>
    </message>
    <message>
        <source>The first card is {card}.</source>
        <translation>The first card is {card}.</translation>
    </message>
    <message>
        <source>{card} goes back into the pile.</source>
        <translation>{card} goes back into the pile.</translation>
    </message>
    <message>
        <source>{seat} plays {card}.</source>
        <translation>{seat} plays {card}.</translation>
    </message>
    <message>
        <source>You play {card}.</source>
        <translation>You play {card}.</translation>
    </message>
    <message>
        <source>{seat} plays {count} × {card}.</source>
        <translation>{seat} plays {count} × {card}.</translation>
    </message>
    <message>
        <source>You play {count} × {card}.</source>
        <translation>You play {count} × {card}.</translation>
    </message>
    <message>
        <source>{seat} jumps in with {card}!</source>
        <translation>{seat} jumps in with {card}!</translation>
    </message>
    <message>
        <source>You jump in with {card}!</source>
        <translation>You jump in with {card}!</translation>
    </message>
    <message numerus="yes">
        <source>{seat} draws %n card(s).</source>
        <translation>
            <numerusform>{seat} draws %n card.</numerusform>
            <numerusform>{seat} draws %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw %n card(s).</source>
        <translation>
            <numerusform>You draw %n card.</numerusform>
            <numerusform>You draw %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} takes %n penalty card(s).</source>
        <translation>
            <numerusform>{seat} takes %n penalty card.</numerusform>
            <numerusform>{seat} takes %n penalty cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You take %n penalty card(s).</source>
        <translation>
            <numerusform>You take %n penalty card.</numerusform>
            <numerusform>You take %n penalty cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} draws %n card(s) ({card}).</source>
        <translation>
            <numerusform>{seat} draws %n card ({card}).</numerusform>
            <numerusform>{seat} draws %n cards ({card}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw %n card(s) ({card}).</source>
        <translation>
            <numerusform>You draw %n card ({card}).</numerusform>
            <numerusform>You draw %n cards ({card}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} draws %n card(s) for the draw cards played.</source>
        <translation>
            <numerusform>{seat} draws %n card for the draw cards played.</numerusform>
            <numerusform>{seat} draws %n cards for the draw cards played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw %n card(s) for the draw cards played.</source>
        <translation>
            <numerusform>You draw %n card for the draw cards played.</numerusform>
            <numerusform>You draw %n cards for the draw cards played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} draws %n card(s) for a missed UNO.</source>
        <translation>
            <numerusform>{seat} draws %n card for a missed UNO.</numerusform>
            <numerusform>{seat} draws %n cards for a missed UNO.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw %n card(s) for a missed UNO.</source>
        <translation>
            <numerusform>You draw %n card for a missed UNO.</numerusform>
            <numerusform>You draw %n cards for a missed UNO.</numerusform>
        </translation>
    </message>
    <message>
        <source>The discards are shuffled into a new pile.</source>
        <translation>The discards are shuffled into a new pile.</translation>
    </message>
    <message>
        <source>{seat} chooses {color}.</source>
        <translation>{seat} chooses {color}.</translation>
    </message>
    <message>
        <source>You choose {color}.</source>
        <translation>You choose {color}.</translation>
    </message>
    <message>
        <source>{seat} is skipped.</source>
        <translation>{seat} is skipped.</translation>
    </message>
    <message>
        <source>You are skipped.</source>
        <translation>You are skipped.</translation>
    </message>
    <message>
        <source>Direction reversed.</source>
        <translation>Direction reversed.</translation>
    </message>
    <message>
        <source>{seat} faces +{total}.</source>
        <translation>{seat} faces +{total}.</translation>
    </message>
    <message>
        <source>You face +{total}.</source>
        <translation>You face +{total}.</translation>
    </message>
    <message>
        <source>{challenger} challenges {player}: bluff caught!</source>
        <translation>{challenger} challenges {player}: bluff caught!</translation>
    </message>
    <message>
        <source>You challenge {player}: bluff caught!</source>
        <translation>You challenge {player}: bluff caught!</translation>
    </message>
    <message>
        <source>{challenger} challenges you: bluff caught!</source>
        <translation>{challenger} challenges you: bluff caught!</translation>
    </message>
    <message>
        <source>{challenger} challenges {player}: the Wild Draw Four was legal.</source>
        <translation>{challenger} challenges {player}: the Wild Draw Four was legal.</translation>
    </message>
    <message>
        <source>You challenge {player}: the Wild Draw Four was legal.</source>
        <translation>You challenge {player}: the Wild Draw Four was legal.</translation>
    </message>
    <message>
        <source>{challenger} challenges you: your Wild Draw Four was legal.</source>
        <translation>{challenger} challenges you: your Wild Draw Four was legal.</translation>
    </message>
    <message>
        <source>{seat}: UNO!</source>
        <translation>{seat}: UNO!</translation>
    </message>
    <message>
        <source>You call UNO!</source>
        <translation>You call UNO!</translation>
    </message>
    <message>
        <source>{seat} calls UNO with two cards in hand.</source>
        <translation>{seat} calls UNO with two cards in hand.</translation>
    </message>
    <message>
        <source>You call UNO with two cards in hand.</source>
        <translation>You call UNO with two cards in hand.</translation>
    </message>
    <message>
        <source>{catcher} catches {target} without UNO!</source>
        <translation>{catcher} catches {target} without UNO!</translation>
    </message>
    <message>
        <source>You catch {target} without UNO!</source>
        <translation>You catch {target} without UNO!</translation>
    </message>
    <message>
        <source>{catcher} catches you without UNO!</source>
        <translation>{catcher} catches you without UNO!</translation>
    </message>
    <message>
        <source>{seat} forgot to call UNO.</source>
        <translation>{seat} forgot to call UNO.</translation>
    </message>
    <message>
        <source>You forgot to call UNO.</source>
        <translation>You forgot to call UNO.</translation>
    </message>
    <message>
        <source>{a} and {b} swap hands.</source>
        <translation>{a} and {b} swap hands.</translation>
    </message>
    <message>
        <source>You swap hands with {b}.</source>
        <translation>You swap hands with {b}.</translation>
    </message>
    <message>
        <source>{a} swaps hands with you.</source>
        <translation>{a} swaps hands with you.</translation>
    </message>
    <message>
        <source>All hands move one seat.</source>
        <translation>All hands move one seat.</translation>
    </message>
    <message>
        <source>{seat} ran out of time.</source>
        <translation>{seat} ran out of time.</translation>
    </message>
    <message>
        <source>You ran out of time.</source>
        <translation>You ran out of time.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins the hand and scores %n point(s).</source>
        <translation>
            <numerusform>{seat} wins the hand and scores %n point.</numerusform>
            <numerusform>{seat} wins the hand and scores %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win the hand and score %n point(s).</source>
        <translation>
            <numerusform>You win the hand and score %n point.</numerusform>
            <numerusform>You win the hand and score %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} wins the hand.</source>
        <translation>{seat} wins the hand.</translation>
    </message>
    <message>
        <source>You win the hand.</source>
        <translation>You win the hand.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>You win the game!</translation>
    </message>
    <message>
        <source>{team} wins the game!</source>
        <translation>{team} wins the game!</translation>
    </message>
    <message>
        <source>Your team wins the game!</source>
        <translation>Your team wins the game!</translation>
    </message>
    <message numerus="yes">
        <source>{seat} shows %n card(s).</source>
        <translation>
            <numerusform>{seat} shows %n card.</numerusform>
            <numerusform>{seat} shows %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} discards %n card(s).</source>
        <translation>
            <numerusform>{seat} discards %n card.</numerusform>
            <numerusform>{seat} discards %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You discard %n card(s).</source>
        <translation>
            <numerusform>You discard %n card.</numerusform>
            <numerusform>You discard %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The launcher fires %n card(s) at {seat}!</source>
        <translation>
            <numerusform>The launcher fires %n card at {seat}!</numerusform>
            <numerusform>The launcher fires %n cards at {seat}!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The launcher fires %n card(s) at you!</source>
        <translation>
            <numerusform>The launcher fires %n card at you!</numerusform>
            <numerusform>The launcher fires %n cards at you!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} must press the launcher %n time(s).</source>
        <translation>
            <numerusform>{seat} must press the launcher %n time.</numerusform>
            <numerusform>{seat} must press the launcher %n times.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You must press the launcher %n time(s).</source>
        <translation>
            <numerusform>You must press the launcher %n time.</numerusform>
            <numerusform>You must press the launcher %n times.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} wins the game!</source>
        <translation>{seat} wins the game!</translation>
    </message>
    <message numerus="yes">
        <source>You show %n card(s).</source>
        <translation>
            <numerusform>You show %n card.</numerusform>
            <numerusform>You show %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>Event: {code}.</source>
        <translation>Event: {code}.</translation>
    </message>
</context>
<context>
    <name>LotsoNamer</name>
    <message>
        <source>Lotso: name a colour</source>
        <translation>Lotso: name a colour</translation>
    </message>
</context>
<context>
    <name>LotsoScene</name>
    <message>
        <source>Lotso wants %1!</source>
        <translation>Lotso wants %1!</translation>
    </message>
    <message>
        <source>Show a card of it or draw 3</source>
        <translation>Show a card of it or draw 3</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>UNO Desktop</source>
        <translation>UNO Desktop</translation>
    </message>
</context>
<context>
    <name>MenuScreen</name>
    <message>
        <source>UNO Desktop</source>
        <translation>UNO Desktop</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Shift+Tab: the tutorial.</source>
        <translation>Shift+Tab: the tutorial.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>Rejoin %1</source>
        <translation>Rejoin %1</translation>
    </message>
    <message>
        <source>Back to your seat</source>
        <translation>Back to your seat</translation>
    </message>
    <message>
        <source>Play on LAN</source>
        <translation>Play on LAN</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Play online</translation>
    </message>
    <message>
        <source>Replays</source>
        <translation>Replays</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>Quit UNO Desktop?</source>
        <translation>Quit UNO Desktop?</translation>
    </message>
</context>
<context>
    <name>MessageDialog</name>
    <message>
        <source>UNO Desktop</source>
        <translation>UNO Desktop</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>Moment</name>
    <message>
        <source>{seat} is caught without UNO!</source>
        <translation>{seat} is caught without UNO!</translation>
    </message>
    <message>
        <source>You are caught without UNO!</source>
        <translation>You are caught without UNO!</translation>
    </message>
    <message numerus="yes">
        <source>{seat} draws %n card(s)</source>
        <translation>
            <numerusform>{seat} draws %n card</numerusform>
            <numerusform>{seat} draws %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw %n card(s)</source>
        <translation>
            <numerusform>You draw %n card</numerusform>
            <numerusform>You draw %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Bluff! {challenger} caught {player}</source>
        <translation>Bluff! {challenger} caught {player}</translation>
    </message>
    <message>
        <source>Bluff! You caught {player}</source>
        <translation>Bluff! You caught {player}</translation>
    </message>
    <message>
        <source>Bluff! {challenger} caught you</source>
        <translation>Bluff! {challenger} caught you</translation>
    </message>
    <message>
        <source>Legal! {player}&apos;s Wild Draw Four stands</source>
        <translation>Legal! {player}&apos;s Wild Draw Four stands</translation>
    </message>
    <message>
        <source>Legal! Your Wild Draw Four stands</source>
        <translation>Legal! Your Wild Draw Four stands</translation>
    </message>
    <message>
        <source>UNO! {seat} has one card left</source>
        <translation>UNO! {seat} has one card left</translation>
    </message>
    <message>
        <source>UNO! You have one card left</source>
        <translation>UNO! You have one card left</translation>
    </message>
    <message>
        <source>{seat} calls UNO</source>
        <translation>{seat} calls UNO</translation>
    </message>
    <message>
        <source>You call UNO</source>
        <translation>You call UNO</translation>
    </message>
    <message>
        <source>You are skipped!</source>
        <translation>You are skipped!</translation>
    </message>
    <message>
        <source>{seat} wins the hand!</source>
        <translation>{seat} wins the hand!</translation>
    </message>
    <message>
        <source>You win the hand!</source>
        <translation>You win the hand!</translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s)</source>
        <translation>
            <numerusform>+%n point</numerusform>
            <numerusform>+%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>Nobody answers at that address.</source>
        <translation>Nobody answers at that address.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>The connection to the host was lost.</translation>
    </message>
    <message>
        <source>The room could not be reached: is it still open, and on this network?</source>
        <translation>The room could not be reached: is it still open, and on this network?</translation>
    </message>
    <message>
        <source>That host could not be found.</source>
        <translation>That host could not be found.</translation>
    </message>
    <message>
        <source>The host did not answer in time.</source>
        <translation>The host did not answer in time.</translation>
    </message>
    <message>
        <source>The host did not hear from you in time.</source>
        <translation>The host did not hear from you in time.</translation>
    </message>
    <message>
        <source>A message was too large and was refused.</source>
        <translation>A message was too large and was refused.</translation>
    </message>
    <message>
        <source>Too many messages: slow down.</source>
        <translation>Too many messages: slow down.</translation>
    </message>
    <message>
        <source>Too many errors: the host closed the connection.</source>
        <translation>Too many errors: the host closed the connection.</translation>
    </message>
    <message>
        <source>The host expected a greeting first.</source>
        <translation>The host expected a greeting first.</translation>
    </message>
    <message>
        <source>You have already joined this game.</source>
        <translation>You have already joined this game.</translation>
    </message>
    <message>
        <source>The host runs another version of UNO Desktop.</source>
        <translation>The host runs another version of UNO Desktop.</translation>
    </message>
    <message>
        <source>Wrong PIN.</source>
        <translation>Wrong PIN.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: wait a while, then try again.</source>
        <translation>Too many wrong PINs: wait a while, then try again.</translation>
    </message>
    <message>
        <source>This game needs a PIN: enter it to join.</source>
        <translation>This game needs a PIN: enter it to join.</translation>
    </message>
    <message>
        <source>This game needs no PIN.</source>
        <translation>This game needs no PIN.</translation>
    </message>
    <message>
        <source>The host no longer knows this computer: enter the PIN again.</source>
        <translation>The host no longer knows this computer: enter the PIN again.</translation>
    </message>
    <message>
        <source>Another computer answers at this address, not the host of your game. Nothing was sent to it.</source>
        <translation>Another computer answers at this address, not the host of your game. Nothing was sent to it.</translation>
    </message>
    <message>
        <source>The host is busy: trying again.</source>
        <translation>The host is busy: trying again.</translation>
    </message>
    <message>
        <source>The connection to the host could not be secured.</source>
        <translation>The connection to the host could not be secured.</translation>
    </message>
    <message>
        <source>The connection to the host was tampered with or broke.</source>
        <translation>The connection to the host was tampered with or broke.</translation>
    </message>
    <message>
        <source>The game is full.</source>
        <translation>The game is full.</translation>
    </message>
    <message>
        <source>That name has nothing visible in it: choose another one.</source>
        <translation>That name has nothing visible in it: choose another one.</translation>
    </message>
    <message>
        <source>The connection stalled in the middle of a message.</source>
        <translation>The connection stalled in the middle of a message.</translation>
    </message>
    <message>
        <source>The connection stopped answering.</source>
        <translation>The connection stopped answering.</translation>
    </message>
    <message>
        <source>You joined this game from somewhere else.</source>
        <translation>You joined this game from somewhere else.</translation>
    </message>
    <message>
        <source>The host does not know that reaction.</source>
        <translation>The host does not know that reaction.</translation>
    </message>
    <message>
        <source>Spectators cannot play.</source>
        <translation>Spectators cannot play.</translation>
    </message>
    <message>
        <source>That is not your seat.</source>
        <translation>That is not your seat.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>The game has not started yet.</translation>
    </message>
    <message>
        <source>The game moved on; try again.</source>
        <translation>The game moved on; try again.</translation>
    </message>
    <message>
        <source>The host received an invalid message.</source>
        <translation>The host received an invalid message.</translation>
    </message>
    <message>
        <source>The host received an unknown message.</source>
        <translation>The host received an unknown message.</translation>
    </message>
    <message>
        <source>The host received a damaged message.</source>
        <translation>The host received a damaged message.</translation>
    </message>
    <message>
        <source>The host received a move it does not know.</source>
        <translation>The host received a move it does not know.</translation>
    </message>
    <message>
        <source>A game event from the host could not be read.</source>
        <translation>A game event from the host could not be read.</translation>
    </message>
    <message>
        <source>The host sent a message that cannot be read or cannot be true: it was ignored.</source>
        <translation>The host sent a message that cannot be read or cannot be true: it was ignored.</translation>
    </message>
    <message>
        <source>The host could not handle a message.</source>
        <translation>The host could not handle a message.</translation>
    </message>
    <message>
        <source>The host has closed the game.</source>
        <translation>The host has closed the game.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
</context>
<context>
    <name>NewGameScreen</name>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Edition</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>House rules</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Number of players</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Name of player %1</translation>
    </message>
    <message>
        <source>Player %1 is</source>
        <translation>Player %1 is</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Rules of the game</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Start game</translation>
    </message>
</context>
<context>
    <name>OffsideScene</name>
    <message>
        <source>Twin card!
No spin.</source>
        <translation>Twin card!
No spin.</translation>
    </message>
    <message>
        <source>Offside!
Nobody draws.</source>
        <translation>Offside!
Nobody draws.</translation>
    </message>
</context>
<context>
    <name>Option</name>
    <message>
        <source>Cards per hand</source>
        <translation>Cards per hand</translation>
    </message>
    <message>
        <source>Points for a Wild</source>
        <translation>Points for a Wild</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Target score</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Drawing</translation>
    </message>
    <message>
        <source>Most cards drawn until playable</source>
        <translation>Most cards drawn until playable</translation>
    </message>
    <message>
        <source>May draw while holding a playable card</source>
        <translation>May draw while holding a playable card</translation>
    </message>
    <message>
        <source>Wild as first card</source>
        <translation>Wild as first card</translation>
    </message>
    <message>
        <source>Reverse as first card: who starts</source>
        <translation>Reverse as first card: who starts</translation>
    </message>
    <message>
        <source>Wild Draw Four as first card</source>
        <translation>Wild Draw Four as first card</translation>
    </message>
    <message>
        <source>Stacking draw cards</source>
        <translation>Stacking draw cards</translation>
    </message>
    <message>
        <source>Wild Draw Four</source>
        <translation>Wild Draw Four</translation>
    </message>
    <message>
        <source>Wild Draw Four is legal when</source>
        <translation>Wild Draw Four is legal when</translation>
    </message>
    <message>
        <source>Extra cards for a failed challenge</source>
        <translation>Extra cards for a failed challenge</translation>
    </message>
    <message>
        <source>Play identical cards together</source>
        <translation>Play identical cards together</translation>
    </message>
    <message>
        <source>Jump-in</source>
        <translation>Jump-in</translation>
    </message>
    <message>
        <source>Jump-in with black cards</source>
        <translation>Jump-in with black cards</translation>
    </message>
    <message>
        <source>Jump-in on your own card</source>
        <translation>Jump-in on your own card</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Seven</translation>
    </message>
    <message>
        <source>Zero</source>
        <translation>Zero</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Score multipliers</source>
        <translation>Score multipliers</translation>
    </message>
    <message>
        <source>Going out with two Wilds</source>
        <translation>Going out with two Wilds</translation>
    </message>
    <message>
        <source>A held zero doubles</source>
        <translation>A held zero doubles</translation>
    </message>
    <message>
        <source>Penalty for a missed UNO</source>
        <translation>Penalty for a missed UNO</translation>
    </message>
    <message>
        <source>A missed UNO costs</source>
        <translation>A missed UNO costs</translation>
    </message>
    <message>
        <source>Going out needs an UNO call</source>
        <translation>Going out needs an UNO call</translation>
    </message>
    <message>
        <source>A drawn penalty ends the UNO catch</source>
        <translation>A drawn penalty ends the UNO catch</translation>
    </message>
    <message>
        <source>An UNO penalty ends jump-in</source>
        <translation>An UNO penalty ends jump-in</translation>
    </message>
    <message>
        <source>Time to catch a missed UNO (ms)</source>
        <translation>Time to catch a missed UNO (ms)</translation>
    </message>
    <message>
        <source>Penalty kick opponent</source>
        <translation>Penalty kick opponent</translation>
    </message>
    <message>
        <source>Twin card against a spin</source>
        <translation>Twin card against a spin</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Wheel</translation>
    </message>
    <message>
        <source>Cards for tipping the scale (Tilt)</source>
        <translation>Cards for tipping the scale (Tilt)</translation>
    </message>
    <message>
        <source>Cards for tipping the scale (normal play)</source>
        <translation>Cards for tipping the scale (normal play)</translation>
    </message>
    <message>
        <source>Tilt cards go into</source>
        <translation>Tilt cards go into</translation>
    </message>
    <message>
        <source>Difference the scale always holds</source>
        <translation>Difference the scale always holds</translation>
    </message>
    <message>
        <source>Tipping chance per extra card (%)</source>
        <translation>Tipping chance per extra card (%)</translation>
    </message>
    <message>
        <source>Stop cards</source>
        <translation>Stop cards</translation>
    </message>
    <message>
        <source>The flash unit picks</source>
        <translation>The flash unit picks</translation>
    </message>
    <message>
        <source>Time per turn</source>
        <translation>Time per turn</translation>
    </message>
    <message>
        <source>SLAP player presses too</source>
        <translation>SLAP player presses too</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Launcher fires per press (%)</source>
        <translation>Launcher fires per press (%)</translation>
    </message>
    <message>
        <source>Hit 2 on Hit 2</source>
        <translation>Hit 2 on Hit 2</translation>
    </message>
    <message>
        <source>Extra turn after Wild All Hit</source>
        <translation>Extra turn after Wild All Hit</translation>
    </message>
    <message>
        <source>Wild All Hit: the player presses too</source>
        <translation>Wild All Hit: the player presses too</translation>
    </message>
    <message>
        <source>Drawing for a colour stops at black</source>
        <translation>Drawing for a colour stops at black</translation>
    </message>
    <message>
        <source>Downpour on a paid Wild Draw Four</source>
        <translation>Downpour on a paid Wild Draw Four</translation>
    </message>
    <message>
        <source>Trade Hands</source>
        <translation>Trade Hands</translation>
    </message>
</context>
<context>
    <name>OptionError</name>
    <message>
        <source>{source}: there is no option “{key}”.</source>
        <translation>{source}: there is no option “{key}”.</translation>
    </message>
    <message>
        <source>{source}: that value is not allowed for “{key}” ({allowed}).</source>
        <translation>{source}: that value is not allowed for “{key}” ({allowed}).</translation>
    </message>
    <message>
        <source>{source}: the rules file cannot be read.</source>
        <translation>{source}: the rules file cannot be read.</translation>
    </message>
    <message>
        <source>{source}: the rules file is damaged.</source>
        <translation>{source}: the rules file is damaged.</translation>
    </message>
    <message>
        <source>{source}: there is no edition “{key}”.</source>
        <translation>{source}: there is no edition “{key}”.</translation>
    </message>
    <message>
        <source>There are no house rules called “{key}”.</source>
        <translation>There are no house rules called “{key}”.</translation>
    </message>
    <message>
        <source>These house rules cannot be used.</source>
        <translation>These house rules cannot be used.</translation>
    </message>
    <message>
        <source>Team play needs an even number of players, at least 4.</source>
        <translation>Team play needs an even number of players, at least 4.</translation>
    </message>
    <message>
        <source>{seats} hands of {hand_size} cards do not fit in the deck: with {seats} players, at most {most} cards each.</source>
        <translation>{seats} hands of {hand_size} cards do not fit in the deck: with {seats} players, at most {most} cards each.</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>The rules</translation>
    </message>
    <message>
        <source>on or off</source>
        <translation>on or off</translation>
    </message>
    <message>
        <source>a whole number from {low} to {high}</source>
        <translation>a whole number from {low} to {high}</translation>
    </message>
    <message>
        <source>a whole number from {low} to {high}, or unlimited</source>
        <translation>a whole number from {low} to {high}, or unlimited</translation>
    </message>
    <message>
        <source>one of: {values}</source>
        <translation>one of: {values}</translation>
    </message>
</context>
<context>
    <name>OptionHelp</name>
    <message>
        <source>Each player is dealt this many cards.</source>
        <translation>Each player is dealt this many cards.</translation>
    </message>
    <message>
        <source>What a plain Wild left in a hand is worth.</source>
        <translation>What a plain Wild left in a hand is worth.</translation>
    </message>
    <message>
        <source>The game ends when a score reaches this.</source>
        <translation>The game ends when a score reaches this.</translation>
    </message>
    <message>
        <source>Who scores at the end of a hand.</source>
        <translation>Who scores at the end of a hand.</translation>
    </message>
    <message>
        <source>What happens when you draw on your turn.</source>
        <translation>What happens when you draw on your turn.</translation>
    </message>
    <message>
        <source>With draw-until-playable, stop after this many cards.</source>
        <translation>With draw-until-playable, stop after this many cards.</translation>
    </message>
    <message>
        <source>You may draw even when you could play.</source>
        <translation>You may draw even when you could play.</translation>
    </message>
    <message>
        <source>What a Wild turned as the first card does.</source>
        <translation>What a Wild turned as the first card does.</translation>
    </message>
    <message>
        <source>Who starts when the first card is a Reverse.</source>
        <translation>Who starts when the first card is a Reverse.</translation>
    </message>
    <message>
        <source>What a Wild Draw Four turned first does.</source>
        <translation>What a Wild Draw Four turned first does.</translation>
    </message>
    <message>
        <source>Answer a draw card with another and pass the total on.</source>
        <translation>Answer a draw card with another and pass the total on.</translation>
    </message>
    <message>
        <source>What makes a Wild Draw Four legal.</source>
        <translation>What makes a Wild Draw Four legal.</translation>
    </message>
    <message>
        <source>A wrong challenger draws this many on top of four.</source>
        <translation>A wrong challenger draws this many on top of four.</translation>
    </message>
    <message>
        <source>Lay several identical cards as one play.</source>
        <translation>Lay several identical cards as one play.</translation>
    </message>
    <message>
        <source>Play an identical card out of turn.</source>
        <translation>Play an identical card out of turn.</translation>
    </message>
    <message>
        <source>Wilds may jump in on identical Wilds.</source>
        <translation>Wilds may jump in on identical Wilds.</translation>
    </message>
    <message>
        <source>Whoever laid the card may jump in on it too.</source>
        <translation>Whoever laid the card may jump in on it too.</translation>
    </message>
    <message>
        <source>After a 7 you may swap hands with anyone.</source>
        <translation>After a 7 you may swap hands with anyone.</translation>
    </message>
    <message>
        <source>After a 0 the hands move or swap.</source>
        <translation>After a 0 the hands move or swap.</translation>
    </message>
    <message>
        <source>Partners sit opposite and share a score.</source>
        <translation>Partners sit opposite and share a score.</translation>
    </message>
    <message>
        <source>Double points for black last cards and held zeros.</source>
        <translation>Double points for black last cards and held zeros.</translation>
    </message>
    <message>
        <source>With score multipliers: ×4 or ×8.</source>
        <translation>With score multipliers: ×4 or ×8.</translation>
    </message>
    <message>
        <source>With score multipliers: what a held 0 doubles.</source>
        <translation>With score multipliers: what a held 0 doubles.</translation>
    </message>
    <message>
        <source>Cards drawn when caught without calling UNO.</source>
        <translation>Cards drawn when caught without calling UNO.</translation>
    </message>
    <message>
        <source>Whether someone must catch the player.</source>
        <translation>Whether someone must catch the player.</translation>
    </message>
    <message>
        <source>Without the call the last card costs a penalty.</source>
        <translation>Without the call the last card costs a penalty.</translation>
    </message>
    <message>
        <source>Once the next player has drawn, too late.</source>
        <translation>Once the next player has drawn, too late.</translation>
    </message>
    <message>
        <source>Cards drawn for a missed UNO end jump-in.</source>
        <translation>Cards drawn for a missed UNO end jump-in.</translation>
    </message>
    <message>
        <source>The next player waits at least this long before moving.</source>
        <translation>The next player waits at least this long before moving.</translation>
    </message>
    <message>
        <source>Who takes the penalty kick against the player.</source>
        <translation>Who takes the penalty kick against the player.</translation>
    </message>
    <message>
        <source>Bluff: an illegal Wild Draw Four may be challenged.</source>
        <translation>Bluff: an illegal Wild Draw Four may be challenged.</translation>
    </message>
    <message>
        <source>If the next player lays the Spin card&apos;s twin.</source>
        <translation>If the next player lays the Spin card&apos;s twin.</translation>
    </message>
    <message>
        <source>How often each segment of the wheel comes up.</source>
        <translation>How often each segment of the wheel comes up.</translation>
    </message>
    <message>
        <source>Drawn by whoever tips the scale after a Tilt card.</source>
        <translation>Drawn by whoever tips the scale after a Tilt card.</translation>
    </message>
    <message>
        <source>Drawn by whoever tips the scale with a normal play.</source>
        <translation>Drawn by whoever tips the scale with a normal play.</translation>
    </message>
    <message>
        <source>Where the cards go after a Tilt card.</source>
        <translation>Where the cards go after a Tilt card.</translation>
    </message>
    <message>
        <source>Up to this difference between the pans, nothing tips.</source>
        <translation>Up to this difference between the pans, nothing tips.</translation>
    </message>
    <message>
        <source>Each card beyond that makes tipping this much likelier.</source>
        <translation>Each card beyond that makes tipping this much likelier.</translation>
    </message>
    <message>
        <source>Number cards that block a pan.</source>
        <translation>Number cards that block a pan.</translation>
    </message>
    <message>
        <source>How the unit chooses who plays next.</source>
        <translation>How the unit chooses who plays next.</translation>
    </message>
    <message>
        <source>Too slow: draw two cards.</source>
        <translation>Too slow: draw two cards.</translation>
    </message>
    <message>
        <source>Whoever plays SLAP must hit the buzzer too.</source>
        <translation>Whoever plays SLAP must hit the buzzer too.</translation>
    </message>
    <message>
        <source>Which published card list is used.</source>
        <translation>Which published card list is used.</translation>
    </message>
    <message>
        <source>How likely one press makes the launcher fire.</source>
        <translation>How likely one press makes the launcher fire.</translation>
    </message>
    <message>
        <source>Answer Hit 2 with Hit 2 and pass the presses on.</source>
        <translation>Answer Hit 2 with Hit 2 and pass the presses on.</translation>
    </message>
    <message>
        <source>The player of Wild All Hit plays again afterwards.</source>
        <translation>The player of Wild All Hit plays again afterwards.</translation>
    </message>
    <message>
        <source>Everyone presses in turn, the player last.</source>
        <translation>Everyone presses in turn, the player last.</translation>
    </message>
    <message>
        <source>Otherwise only the colour itself stops it.</source>
        <translation>Otherwise only the colour itself stops it.</translation>
    </message>
    <message>
        <source>Otherwise no +1 or +2 goes on a +4.</source>
        <translation>Otherwise no +1 or +2 goes on a +4.</translation>
    </message>
    <message>
        <source>Whom Trade Hands swaps with.</source>
        <translation>Whom Trade Hands swaps with.</translation>
    </message>
</context>
<context>
    <name>OptionRow</name>
    <message>
        <source>Unlimited</source>
        <translation>Unlimited</translation>
    </message>
    <message>
        <source>%1: unlimited</source>
        <translation>%1: unlimited</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass the computer to %1</source>
        <translation>Pass the computer to %1</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>I am %1 — show my cards</translation>
    </message>
</context>
<context>
    <name>PinPrompt</name>
    <message>
        <source>PIN for %1</source>
        <translation>PIN for %1</translation>
    </message>
    <message>
        <source>The host gave this room a PIN: ask them for it.</source>
        <translation>The host gave this room a PIN: ask them for it.</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Watch</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <source>Official rules</source>
        <translation>Official rules</translation>
    </message>
    <message>
        <source>Party (house rules)</source>
        <translation>Party (house rules)</translation>
    </message>
    <message>
        <source>House rules: doubles, jump-in, 0 swaps</source>
        <translation>House rules: doubles, jump-in, 0 swaps</translation>
    </message>
    <message>
        <source>House rules: stacking, drawing ends the turn</source>
        <translation>House rules: stacking, drawing ends the turn</translation>
    </message>
    <message>
        <source>House rules: stacking, 7-0, teams</source>
        <translation>House rules: stacking, 7-0, teams</translation>
    </message>
</context>
<context>
    <name>RacerScene</name>
    <message>
        <source>Racer X!</source>
        <translation>Racer X!</translation>
    </message>
    <message numerus="yes">
        <source>Chain: %n card(s)</source>
        <translation>
            <numerusform>Chain: %n card</numerusform>
            <numerusform>Chain: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>You are out of the race: +3</source>
        <translation>You are out of the race: +3</translation>
    </message>
    <message>
        <source>%1 is out of the race: +3</source>
        <translation>%1 is out of the race: +3</translation>
    </message>
    <message>
        <source>next</source>
        <translation>next</translation>
    </message>
    <message>
        <source>Give up (+3)</source>
        <translation>Give up (+3)</translation>
    </message>
</context>
<context>
    <name>ReactionPanel</name>
    <message>
        <source>Quick reactions</source>
        <translation>Quick reactions</translation>
    </message>
    <message>
        <source>Show reactions from</source>
        <translation>Show reactions from</translation>
    </message>
    <message>
        <source>%1 (hidden)</source>
        <translation>%1 (hidden)</translation>
    </message>
    <message>
        <source>Reactions from %1</source>
        <translation>Reactions from %1</translation>
    </message>
</context>
<context>
    <name>Reactions</name>
    <message>
        <source>Thumbs up</source>
        <translation>Thumbs up</translation>
    </message>
    <message>
        <source>Ha ha!</source>
        <translation>Ha ha!</translation>
    </message>
    <message>
        <source>Wow!</source>
        <translation>Wow!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>Good game!</translation>
    </message>
    <message>
        <source>UNO!</source>
        <translation>UNO!</translation>
    </message>
    <message>
        <source>{name}: {reaction}</source>
        <translation>{name}: {reaction}</translation>
    </message>
    <message>
        <source>You: {reaction}</source>
        <translation>You: {reaction}</translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <source>The file could not be read.</source>
        <translation>The file could not be read.</translation>
    </message>
    <message>
        <source>The file is damaged: it is incomplete or not a UNO Desktop game.</source>
        <translation>The file is damaged: it is incomplete or not a UNO Desktop game.</translation>
    </message>
    <message>
        <source>The file holds data this version of UNO Desktop does not understand.</source>
        <translation>The file holds data this version of UNO Desktop does not understand.</translation>
    </message>
    <message>
        <source>The file was made by a newer version of UNO Desktop. Update the game to watch it.</source>
        <translation>The file was made by a newer version of UNO Desktop. Update the game to watch it.</translation>
    </message>
    <message>
        <source>The file has rule options this version does not allow.</source>
        <translation>The file has rule options this version does not allow.</translation>
    </message>
    <message>
        <source>The file was changed after it was written, or it is corrupt, so it cannot be watched.</source>
        <translation>The file was changed after it was written, or it is corrupt, so it cannot be watched.</translation>
    </message>
    <message>
        <source>The game in this file plays differently under this version&apos;s rules, so it cannot be watched exactly.</source>
        <translation>The game in this file plays differently under this version&apos;s rules, so it cannot be watched exactly.</translation>
    </message>
</context>
<context>
    <name>RecordFileDialog</name>
    <message>
        <source>Export the game as a record file</source>
        <translation>Export the game as a record file</translation>
    </message>
    <message>
        <source>UNO game</source>
        <translation>UNO game</translation>
    </message>
    <message>
        <source>UNO Desktop records (*.unorec)</source>
        <translation>UNO Desktop records (*.unorec)</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>{edition} · saved game, not finished</source>
        <translation>{edition} · saved game, not finished</translation>
    </message>
    <message>
        <source>Team {n}</source>
        <translation>Team {n}</translation>
    </message>
    <message>
        <source>won by {name}</source>
        <translation>won by {name}</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>no winner</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} and %n other(s)</source>
        <translation>
            <numerusform>{names} and %n other</numerusform>
            <numerusform>{names} and %n others</numerusform>
        </translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Players: {names}</translation>
    </message>
    <message>
        <source>The record could not be written: {error}</source>
        <translation>The record could not be written: {error}</translation>
    </message>
    <message>
        <source>Hand {hand} of {hands}</source>
        <translation>Hand {hand} of {hands}</translation>
    </message>
</context>
<context>
    <name>ReplayScreen</name>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>Replay: %1</translation>
    </message>
    <message>
        <source>move %1 of %2</source>
        <translation>move %1 of %2</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Position in the game</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Previous hand</translation>
    </message>
    <message>
        <source>Page Up</source>
        <translation>Page Up</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Step back</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Step forward</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Next hand</translation>
    </message>
    <message>
        <source>Page Down</source>
        <translation>Page Down</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Speed</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Slower</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Faster</translation>
    </message>
    <message>
        <source>Seen by</source>
        <translation>Seen by</translation>
    </message>
    <message>
        <source>All hands open</source>
        <translation>All hands open</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Key: %1</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
</context>
<context>
    <name>RoomsController</name>
    <message>
        <source>Room code: %1</source>
        <translation>Room code: %1</translation>
    </message>
    <message>
        <source>Asking the room server for a code…</source>
        <translation>Asking the room server for a code…</translation>
    </message>
    <message>
        <source>The room server cannot be reached. Still trying…</source>
        <translation>The room server cannot be reached. Still trying…</translation>
    </message>
    <message>
        <source>Someone else is at the door: the next friend may wait a moment.</source>
        <translation>Someone else is at the door: the next friend may wait a moment.</translation>
    </message>
    <message>
        <source>This code has expired. Make a new one for more friends.</source>
        <translation>This code has expired. Make a new one for more friends.</translation>
    </message>
    <message>
        <source>Too many wrong codes were tried. Make a new one for more friends.</source>
        <translation>Too many wrong codes were tried. Make a new one for more friends.</translation>
    </message>
    <message>
        <source>Friends join with this code for the next two hours.</source>
        <translation>Friends join with this code for the next two hours.</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong code(s) tried</source>
        <translation>
            <numerusform>%n wrong code tried</numerusform>
            <numerusform>%n wrong codes tried</numerusform>
        </translation>
    </message>
    <message>
        <source>Connected directly to the host.</source>
        <translation>Connected directly to the host.</translation>
    </message>
    <message>
        <source>Connected through the relay server.</source>
        <translation>Connected through the relay server.</translation>
    </message>
    <message>
        <source>Another computer answers for this room, not its host: nothing was sent to it. Still trying…</source>
        <translation>Another computer answers for this room, not its host: nothing was sent to it. Still trying…</translation>
    </message>
    <message>
        <source>No way to the host right now (attempt %1). Still trying…</source>
        <translation>No way to the host right now (attempt %1). Still trying…</translation>
    </message>
    <message>
        <source>Type the code your host gave you.</source>
        <translation>Type the code your host gave you.</translation>
    </message>
    <message>
        <source>That code is too short: it has at least 8 digits.</source>
        <translation>That code is too short: it has at least 8 digits.</translation>
    </message>
    <message>
        <source>That code is too long. Check it with your host.</source>
        <translation>That code is too long. Check it with your host.</translation>
    </message>
    <message>
        <source>A digit is wrong or two are swapped. Check the code.</source>
        <translation>A digit is wrong or two are swapped. Check the code.</translation>
    </message>
    <message>
        <source>That link is not an invitation to a room.</source>
        <translation>That link is not an invitation to a room.</translation>
    </message>
    <message>
        <source>Looking for the room…</source>
        <translation>Looking for the room…</translation>
    </message>
    <message>
        <source>Someone else is joining right now. Trying again…</source>
        <translation>Someone else is joining right now. Trying again…</translation>
    </message>
    <message>
        <source>Checking the code…</source>
        <translation>Checking the code…</translation>
    </message>
    <message>
        <source>That code is wrong. Check it with your host.</source>
        <translation>That code is wrong. Check it with your host.</translation>
    </message>
    <message>
        <source>This code has expired. Ask your host for a new one.</source>
        <translation>This code has expired. Ask your host for a new one.</translation>
    </message>
    <message>
        <source>This code no longer works. Ask your host for a new one.</source>
        <translation>This code no longer works. Ask your host for a new one.</translation>
    </message>
    <message>
        <source>No room answers to this code. Check it with your host.</source>
        <translation>No room answers to this code. Check it with your host.</translation>
    </message>
    <message>
        <source>The room is busy. Try again in a moment.</source>
        <translation>The room is busy. Try again in a moment.</translation>
    </message>
    <message>
        <source>The room server cannot be reached. Check your internet connection and the room server address.</source>
        <translation>The room server cannot be reached. Check your internet connection and the room server address.</translation>
    </message>
    <message>
        <source>This room plays another version of UNO Desktop.</source>
        <translation>This room plays another version of UNO Desktop.</translation>
    </message>
    <message>
        <source>Someone on the way tampered with the connection. It was cut and made again.</source>
        <translation>Someone on the way tampered with the connection. It was cut and made again.</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>Copied.</translation>
    </message>
    <message>
        <source>You are in a room. Leave it to join the one in the link.</source>
        <translation>You are in a room. Leave it to join the one in the link.</translation>
    </message>
    <message>
        <source>Connecting to the host…</source>
        <translation>Connecting to the host…</translation>
    </message>
    <message>
        <source>A room server address starts with ws:// or wss://.</source>
        <translation>A room server address starts with ws:// or wss://.</translation>
    </message>
    <message>
        <source>A relay address looks like tcp:host:port.</source>
        <translation>A relay address looks like tcp:host:port.</translation>
    </message>
    <message>
        <source>The room server turned us away: %1</source>
        <translation>The room server turned us away: %1</translation>
    </message>
    <message>
        <source>Joining failed (%1).</source>
        <translation>Joining failed (%1).</translation>
    </message>
</context>
<context>
    <name>RoomsHome</name>
    <message>
        <source>Play online</source>
        <translation>Play online</translation>
    </message>
</context>
<context>
    <name>RoomsJoin</name>
    <message>
        <source>The code your host gave you</source>
        <translation>The code your host gave you</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Room code</translation>
    </message>
    <message>
        <source>Only watch</source>
        <translation>Only watch</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
</context>
<context>
    <name>RoomsLobby</name>
    <message>
        <source>Copy code</source>
        <translation>Copy code</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Copy link</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>New code</translation>
    </message>
</context>
<context>
    <name>RoomsStart</name>
    <message>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <source>Invite friends</source>
        <translation>Invite friends</translation>
    </message>
    <message>
        <source>Join with a code</source>
        <translation>Join with a code</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Servers (empty: the public ones)</source>
        <translation>Servers (empty: the public ones)</translation>
    </message>
    <message>
        <source>Room server</source>
        <translation>Room server</translation>
    </message>
    <message>
        <source>Relay server</source>
        <translation>Relay server</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
</context>
<context>
    <name>Save</name>
    <message>
        <source>The saved game could not be read.</source>
        <translation>The saved game could not be read.</translation>
    </message>
    <message>
        <source>The saved game is damaged (incomplete or not a save file).</source>
        <translation>The saved game is damaged (incomplete or not a save file).</translation>
    </message>
    <message>
        <source>The saved game contains data this version does not understand.</source>
        <translation>The saved game contains data this version does not understand.</translation>
    </message>
    <message>
        <source>The saved game does not replay: it was changed or is corrupt.</source>
        <translation>The saved game does not replay: it was changed or is corrupt.</translation>
    </message>
    <message>
        <source>The saved game comes from another version of UNO Desktop.</source>
        <translation>The saved game comes from another version of UNO Desktop.</translation>
    </message>
    <message>
        <source>The saved game has invalid rule options.</source>
        <translation>The saved game has invalid rule options.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score history</source>
        <translation>Score history</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Player {n}</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message numerus="yes">
        <source>%1, %n card(s)</source>
        <translation>
            <numerusform>%1, %n card</numerusform>
            <numerusform>%1, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>on turn</source>
        <translation>on turn</translation>
    </message>
    <message>
        <source>UNO called</source>
        <translation>UNO called</translation>
    </message>
    <message>
        <source>away, a bot plays for them</source>
        <translation>away, a bot plays for them</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>Away · bot plays</source>
        <translation>Away · bot plays</translation>
    </message>
    <message>
        <source>Catch!</source>
        <translation>Catch!</translation>
    </message>
    <message>
        <source>Catch %1 without UNO</source>
        <translation>Catch %1 without UNO</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>Swap hands with %1</source>
        <translation>Swap hands with %1</translation>
    </message>
</context>
<context>
    <name>SeatPicker</name>
    <message>
        <source>%1, picked</source>
        <translation>%1, picked</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>Me</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animation speed</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instant</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>Mute</translation>
    </message>
    <message>
        <source>Colour-blind cards</source>
        <translation>Colour-blind cards</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Size</translation>
    </message>
    <message>
        <source>From the screen (%1)</source>
        <translation>From the screen (%1)</translation>
    </message>
    <message>
        <source>Size of everything on screen</source>
        <translation>Size of everything on screen</translation>
    </message>
    <message>
        <source>Capped at %1 by the window size</source>
        <translation>Capped at %1 by the window size</translation>
    </message>
    <message>
        <source>Larger sizes need a larger window</source>
        <translation>Larger sizes need a larger window</translation>
    </message>
    <message>
        <source>Screen reader says</source>
        <translation>Screen reader says</translation>
    </message>
    <message>
        <source>Every move</source>
        <translation>Every move</translation>
    </message>
    <message>
        <source>Only what concerns me</source>
        <translation>Only what concerns me</translation>
    </message>
    <message>
        <source>Minimal</source>
        <translation>Minimal</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Full screen</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sound</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>Effects</translation>
    </message>
    <message>
        <source>Volume of the effects</source>
        <translation>Volume of the effects</translation>
    </message>
    <message>
        <source>Music</source>
        <translation>Music</translation>
    </message>
    <message>
        <source>Volume of the music</source>
        <translation>Volume of the music</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Keyboard</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
</context>
<context>
    <name>SlapRace</name>
    <message>
        <source>You were last: +2</source>
        <translation>You were last: +2</translation>
    </message>
    <message>
        <source>%1 was last: +2</source>
        <translation>%1 was last: +2</translation>
    </message>
    <message>
        <source>Slap the buzzer</source>
        <translation>Slap the buzzer</translation>
    </message>
    <message>
        <source>SLAP! (Space)</source>
        <translation>SLAP! (Space)</translation>
    </message>
</context>
<context>
    <name>Sounds</name>
    <message>
        <source>%1: no sound, Qt Multimedia did not load (%2); playing silently</source>
        <translation>%1: no sound, Qt Multimedia did not load (%2); playing silently</translation>
    </message>
    <message>
        <source>%1: no sound, no sound server answered; playing silently</source>
        <translation>%1: no sound, no sound server answered; playing silently</translation>
    </message>
</context>
<context>
    <name>SpinStation</name>
    <message>
        <source>%1 spins…</source>
        <translation>%1 spins…</translation>
    </message>
    <message>
        <source>You spin…</source>
        <translation>You spin…</translation>
    </message>
    <message>
        <source>Your spin!</source>
        <translation>Your spin!</translation>
    </message>
    <message>
        <source>%1 must spin</source>
        <translation>%1 must spin</translation>
    </message>
    <message>
        <source>The wheel</source>
        <translation>The wheel</translation>
    </message>
    <message>
        <source>Everyone races to call UNO Spin!</source>
        <translation>Everyone races to call UNO Spin!</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Waiting for %1…</translation>
    </message>
    <message>
        <source>UNO Spin!</source>
        <translation>UNO Spin!</translation>
    </message>
</context>
<context>
    <name>SpinWheel</name>
    <message>
        <source>Spin the wheel</source>
        <translation>Spin the wheel</translation>
    </message>
    <message>
        <source>UNO Spin!</source>
        <translation>UNO Spin!</translation>
    </message>
    <message>
        <source>UNO
SPIN!</source>
        <translation>UNO
SPIN!</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Key: %1</translation>
    </message>
    <message>
        <source>SPIN</source>
        <translation>SPIN</translation>
    </message>
</context>
<context>
    <name>StatsController</name>
    <message>
        <source>Your statistics could not be read: the file was damaged. It was kept as “{name}”, and new statistics were started.</source>
        <translation>Your statistics could not be read: the file was damaged. It was kept as “{name}”, and new statistics were started.</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Games won</translation>
    </message>
    <message>
        <source>{won} of {played}</source>
        <translation>{won} of {played}</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Hands won</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Points per hand</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>none yet</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Longest winning streak</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message>
        <source>Own rules</source>
        <translation>Own rules</translation>
    </message>
    <message>
        <source>People only</source>
        <translation>People only</translation>
    </message>
    <message>
        <source>Bots of several levels</source>
        <translation>Bots of several levels</translation>
    </message>
    <message>
        <source>How your share of games won goes shows here from your second game on.</source>
        <translation>How your share of games won goes shows here from your second game on.</translation>
    </message>
    <message>
        <source>No points scored yet: your points per hand show here once a game has scored some.</source>
        <translation>No points scored yet: your points per hand show here once a game has scored some.</translation>
    </message>
</context>
<context>
    <name>StatsScreen</name>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Reset…</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Finish a game to see your statistics here.</source>
        <translation>Finish a game to see your statistics here.</translation>
    </message>
    <message>
        <source>By edition</source>
        <translation>By edition</translation>
    </message>
    <message>
        <source>By house rules</source>
        <translation>By house rules</translation>
    </message>
    <message>
        <source>By opponents</source>
        <translation>By opponents</translation>
    </message>
    <message>
        <source>Games won so far (%), game by game</source>
        <translation>Games won so far (%), game by game</translation>
    </message>
    <message>
        <source>Points per hand, game by game</source>
        <translation>Points per hand, game by game</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>Reset the statistics?</translation>
    </message>
    <message>
        <source>Every game counted so far is forgotten. This cannot be undone.</source>
        <translation>Every game counted so far is forgotten. This cannot be undone.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>StatsTable</name>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Game table</source>
        <translation>Game table</translation>
    </message>
    <message>
        <source>Jump-in!</source>
        <translation>Jump-in!</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Skip</translation>
    </message>
    <message>
        <source>UNO!</source>
        <translation>UNO!</translation>
    </message>
    <message>
        <source>Caught!</source>
        <translation>Caught!</translation>
    </message>
    <message>
        <source>Bluff!</source>
        <translation>Bluff!</translation>
    </message>
    <message>
        <source>Legal!</source>
        <translation>Legal!</translation>
    </message>
    <message>
        <source>{seat}&apos;s hand</source>
        <translation>{seat}&apos;s hand</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Your hand</translation>
    </message>
    <message>
        <source>{seat} shows</source>
        <translation>{seat} shows</translation>
    </message>
    <message>
        <source>You show</source>
        <translation>You show</translation>
    </message>
</context>
<context>
    <name>TableDecisions</name>
    <message>
        <source>Play it</source>
        <translation>Play it</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Keep it</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Challenge</translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s)</source>
        <translation>
            <numerusform>Take %n card</numerusform>
            <numerusform>Take %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Don&apos;t swap</source>
        <translation>Don&apos;t swap</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Hint (H)</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Call UNO</source>
        <translation>Call UNO</translation>
    </message>
    <message>
        <source>UNO!</source>
        <translation>UNO!</translation>
    </message>
</context>
<context>
    <name>TableFocus</name>
    <message>
        <source>%1: first card.</source>
        <translation>%1: first card.</translation>
    </message>
    <message>
        <source>%1: last card.</source>
        <translation>%1: last card.</translation>
    </message>
</context>
<context>
    <name>TableHand</name>
    <message>
        <source>playable</source>
        <translation>playable</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>Hidden card</source>
        <translation>Hidden card</translation>
    </message>
</context>
<context>
    <name>TablePiles</name>
    <message numerus="yes">
        <source>Draw pile, %n card(s)</source>
        <translation>
            <numerusform>Draw pile, %n card</numerusform>
            <numerusform>Draw pile, %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <translation>Discard pile: %1</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Discard pile</translation>
    </message>
    <message numerus="yes">
        <source>%n press(es) owed</source>
        <translation>
            <numerusform>%n press owed</numerusform>
            <numerusform>%n presses owed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n penalty card(s) pending</source>
        <translation>
            <numerusform>%n penalty card pending</numerusform>
            <numerusform>%n penalty cards pending</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableStatus</name>
    <message>
        <source>One hand decides the game</source>
        <translation>One hand decides the game</translation>
    </message>
    <message>
        <source>Hand %1 · Target %2</source>
        <translation>Hand %1 · Target %2</translation>
    </message>
    <message>
        <source>Your points: %1</source>
        <translation>Your points: %1</translation>
    </message>
    <message>
        <source>React</source>
        <translation>React</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
</context>
<context>
    <name>TippoScale</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>STOP</source>
        <translation>STOP</translation>
    </message>
    <message>
        <source>Left pan</source>
        <translation>Left pan</translation>
    </message>
    <message>
        <source>Right pan</source>
        <translation>Right pan</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Welcome! Your cards are at the bottom. Play a card that matches the top card of the discard pile by its colour: your red 3 fits on the red 5. (Keys: ← and → pick a card, Enter plays it.)</source>
        <translation>Welcome! Your cards are at the bottom. Play a card that matches the top card of the discard pile by its colour: your red 3 fits on the red 5. (Keys: ← and → pick a card, Enter plays it.)</translation>
    </message>
    <message>
        <source>Ada and Ben have played. A card may also match by its number: the green 8 lies on the pile, so play your yellow 8.</source>
        <translation>Ada and Ben have played. A card may also match by its number: the green 8 lies on the pile, so play your yellow 8.</translation>
    </message>
    <message>
        <source>A Skip makes the next player miss a turn. Play your yellow Skip: Ada is skipped, and Ben plays next.</source>
        <translation>A Skip makes the next player miss a turn. Play your yellow Skip: Ada is skipped, and Ben plays next.</translation>
    </message>
    <message>
        <source>A Reverse turns the direction of play around. Play your yellow Reverse: now Ben plays after you, then Ada.</source>
        <translation>A Reverse turns the direction of play around. Play your yellow Reverse: now Ben plays after you, then Ada.</translation>
    </message>
    <message>
        <source>Ada played a Wild Draw Four: you are to draw four cards. But she may only play it when she holds no card of the active colour, yellow. If you think she bluffed, challenge! (Keys: C, or Enter: “Challenge” has the focus.)</source>
        <translation>Ada played a Wild Draw Four: you are to draw four cards. But she may only play it when she holds no card of the active colour, yellow. If you think she bluffed, challenge! (Keys: C, or Enter: “Challenge” has the focus.)</translation>
    </message>
    <message>
        <source>Choose green: your last card is the green 4. (Keys: G, or the arrows to green, then Enter.)</source>
        <translation>Choose green: your last card is the green 4. (Keys: G, or the arrows to green, then Enter.)</translation>
    </message>
    <message>
        <source>Bluff caught: Ada drew four cards instead of you, and you saw her yellow 7. It is your turn. A Draw Two makes the next player draw two cards and miss a turn: play your blue Draw Two on Ben.</source>
        <translation>Bluff caught: Ada drew four cards instead of you, and you saw her yellow 7. It is your turn. A Draw Two makes the next player draw two cards and miss a turn: play your blue Draw Two on Ben.</translation>
    </message>
    <message>
        <source>A Wild goes on any card, and you choose the colour that follows. Play your Wild.</source>
        <translation>A Wild goes on any card, and you choose the colour that follows. Play your Wild.</translation>
    </message>
    <message>
        <source>Ben caught you! You were down to one card without calling UNO, so you drew two penalty cards. Play your green 6 now.</source>
        <translation>Ben caught you! You were down to one card without calling UNO, so you drew two penalty cards. Play your green 6 now.</translation>
    </message>
    <message>
        <source>Two cards left: call UNO before you play the second-to-last one, or anyone may catch you. Press the UNO button (key U).</source>
        <translation>Two cards left: call UNO before you play the second-to-last one, or anyone may catch you. Press the UNO button (key U).</translation>
    </message>
    <message>
        <source>UNO called: nobody can catch you now. Play your blue 6.</source>
        <translation>UNO called: nobody can catch you now. Play your blue 6.</translation>
    </message>
    <message>
        <source>Your last card: play the green 4 and go out!</source>
        <translation>Your last card: play the green 4 and go out!</translation>
    </message>
</context>
<context>
    <name>TutorialOffer</name>
    <message>
        <source>New to UNO?</source>
        <translation>New to UNO?</translation>
    </message>
    <message>
        <source>A guided first hand teaches the rules in a few minutes, step by step.</source>
        <translation>A guided first hand teaches the rules in a few minutes, step by step.</translation>
    </message>
    <message>
        <source>Play the tutorial</source>
        <translation>Play the tutorial</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Not now</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>Watch Ada and Ben play.</source>
        <translation>Watch Ada and Ben play.</translation>
    </message>
    <message>
        <source>You went out and won the hand! You score the cards left in the other hands: number cards their number, Skip, Reverse and Draw Two 20 points each, Wilds 50. A real game goes on, hand after hand, until someone reaches 500 points. You are ready to play!</source>
        <translation>You went out and won the hand! You score the cards left in the other hands: number cards their number, Skip, Reverse and Draw Two 20 points each, Wilds 50. A real game goes on, hand after hand, until someone reaches 500 points. You are ready to play!</translation>
    </message>
    <message>
        <source>Not this move in the lesson: {step}</source>
        <translation>Not this move in the lesson: {step}</translation>
    </message>
</context>
<context>
    <name>TutorialScreen</name>
    <message>
        <source>Tutorial</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Leave the tutorial</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Well done!</translation>
    </message>
    <message>
        <source>Start a game</source>
        <translation>Start a game</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Main menu</translation>
    </message>
</context>
<context>
    <name>UnoChip</name>
    <message>
        <source>UNO called</source>
        <translation>UNO called</translation>
    </message>
    <message>
        <source>UNO</source>
        <translation>UNO</translation>
    </message>
</context>
<context>
    <name>Value</name>
    <message>
        <source>Winner collects</source>
        <translation>Winner collects</translation>
    </message>
    <message>
        <source>Lowest score wins</source>
        <translation>Lowest score wins</translation>
    </message>
    <message>
        <source>Single hand</source>
        <translation>Single hand</translation>
    </message>
    <message>
        <source>Draw one, may play it</source>
        <translation>Draw one, may play it</translation>
    </message>
    <message>
        <source>Draw one, turn ends</source>
        <translation>Draw one, turn ends</translation>
    </message>
    <message>
        <source>Draw until playable</source>
        <translation>Draw until playable</translation>
    </message>
    <message>
        <source>First player chooses the colour</source>
        <translation>First player chooses the colour</translation>
    </message>
    <message>
        <source>Turn a new card</source>
        <translation>Turn a new card</translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation>Deal again</translation>
    </message>
    <message>
        <source>Shuffle it back, turn a new card</source>
        <translation>Shuffle it back, turn a new card</translation>
    </message>
    <message>
        <source>Leave it, turn a new card</source>
        <translation>Leave it, turn a new card</translation>
    </message>
    <message>
        <source>The hand&apos;s points</source>
        <translation>The hand&apos;s points</translation>
    </message>
    <message>
        <source>The running score</source>
        <translation>The running score</translation>
    </message>
    <message>
        <source>Only when caught</source>
        <translation>Only when caught</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Always</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>The dealer</translation>
    </message>
    <message>
        <source>The dealer&apos;s right</source>
        <translation>The dealer&apos;s right</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>Same type only</source>
        <translation>Same type only</translation>
    </message>
    <message>
        <source>+2 and +4 on +2, +4 on +4</source>
        <translation>+2 and +4 on +2, +4 on +4</translation>
    </message>
    <message>
        <source>On</source>
        <translation>On</translation>
    </message>
    <message>
        <source>Bluff and challenge</source>
        <translation>Bluff and challenge</translation>
    </message>
    <message>
        <source>Enforced</source>
        <translation>Enforced</translation>
    </message>
    <message>
        <source>No card of the active colour</source>
        <translation>No card of the active colour</translation>
    </message>
    <message>
        <source>No other playable card</source>
        <translation>No other playable card</translation>
    </message>
    <message>
        <source>Nothing special</source>
        <translation>Nothing special</translation>
    </message>
    <message>
        <source>Swap with a chosen player</source>
        <translation>Swap with a chosen player</translation>
    </message>
    <message>
        <source>All hands rotate</source>
        <translation>All hands rotate</translation>
    </message>
    <message>
        <source>Swap with the fewest cards</source>
        <translation>Swap with the fewest cards</translation>
    </message>
    <message>
        <source>Alternate seats</source>
        <translation>Alternate seats</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Unlimited</translation>
    </message>
    <message>
        <source>Chosen by the player</source>
        <translation>Chosen by the player</translation>
    </message>
    <message>
        <source>The next player</source>
        <translation>The next player</translation>
    </message>
    <message>
        <source>Cancels the spin</source>
        <translation>Cancels the spin</translation>
    </message>
    <message>
        <source>Passes the spin on</source>
        <translation>Passes the spin on</translation>
    </message>
    <message>
        <source>All segments equally likely</source>
        <translation>All segments equally likely</translation>
    </message>
    <message>
        <source>Generous</source>
        <translation>Generous</translation>
    </message>
    <message>
        <source>Punishing</source>
        <translation>Punishing</translation>
    </message>
    <message>
        <source>Either pan</source>
        <translation>Either pan</translation>
    </message>
    <message>
        <source>The Tilt card&apos;s pan</source>
        <translation>The Tilt card&apos;s pan</translation>
    </message>
    <message>
        <source>One 3 and one 7 per colour</source>
        <translation>One 3 and one 7 per colour</translation>
    </message>
    <message>
        <source>Anyone at random</source>
        <translation>Anyone at random</translation>
    </message>
    <message>
        <source>Anyone else at random</source>
        <translation>Anyone else at random</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation>Clockwise</translation>
    </message>
    <message>
        <source>4 to 8 seconds, at random</source>
        <translation>4 to 8 seconds, at random</translation>
    </message>
    <message>
        <source>4 seconds</source>
        <translation>4 seconds</translation>
    </message>
    <message>
        <source>6 seconds</source>
        <translation>6 seconds</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>No limit</translation>
    </message>
    <message>
        <source>UNO Attack (US)</source>
        <translation>UNO Attack (US)</translation>
    </message>
    <message>
        <source>UNO Extreme (German)</source>
        <translation>UNO Extreme (German)</translation>
    </message>
    <message>
        <source>UNO Extreme (German, first edition)</source>
        <translation>UNO Extreme (German, first edition)</translation>
    </message>
</context>
<context>
    <name>VictoryLap</name>
    <message>
        <source>Victory lap %1</source>
        <translation>Victory lap %1</translation>
    </message>
    <message>
        <source>%1 looks at the new hand…</source>
        <translation>%1 looks at the new hand…</translation>
    </message>
    <message>
        <source>Keep this hand</source>
        <translation>Keep this hand</translation>
    </message>
    <message>
        <source>Pass them on</source>
        <translation>Pass them on</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message numerus="yes">
        <source>%n more move(s).</source>
        <translation>
            <numerusform>%n more move.</numerusform>
            <numerusform>%n more moves.</numerusform>
        </translation>
    </message>
</context>
</TS>
