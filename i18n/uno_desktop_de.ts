<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Action</name>
    <message>
        <source>Play {card}</source>
        <translation>{card:acc} legen</translation>
    </message>
    <message>
        <source>Play {count} × {card}</source>
        <translation>{count} × {card} legen</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Keep / pass</source>
        <translation>Behalten / weiter</translation>
    </message>
    <message>
        <source>Choose {color}</source>
        <translation>{color} wählen</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Anfechten</translation>
    </message>
    <message>
        <source>Take the cards</source>
        <translation>Karten ziehen</translation>
    </message>
    <message>
        <source>Swap with {target}</source>
        <translation>Mit {target} tauschen</translation>
    </message>
    <message>
        <source>UNO!</source>
        <translation>UNO!</translation>
    </message>
    <message>
        <source>Catch {target}</source>
        <translation>{target} erwischen</translation>
    </message>
    <message>
        <source>Choose {seat}</source>
        <translation>{seat} wählen</translation>
    </message>
    <message>
        <source>Name {color}</source>
        <translation>{color} ansagen</translation>
    </message>
    <message>
        <source>Name {number}</source>
        <translation>{number} ansagen</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>{card:acc} ablegen</translation>
    </message>
    <message>
        <source>Keep this hand</source>
        <translation>Diese Karten behalten</translation>
    </message>
    <message>
        <source>Pass the hands on</source>
        <translation>Karten weitergeben</translation>
    </message>
    <message>
        <source>Rotate hands {direction}</source>
        <translation>Karten weitergeben {direction}</translation>
    </message>
    <message>
        <source>Swap {a} and {b}</source>
        <translation>{a} und {b} tauschen</translation>
    </message>
    <message>
        <source>Play {card} on pan {pan}</source>
        <translation>{card:acc} in Waagschale {pan} legen</translation>
    </message>
    <message>
        <source>Choose pan {pan}</source>
        <translation>Waagschale {pan} wählen</translation>
    </message>
    <message>
        <source>Play {card} on the left pan</source>
        <translation>{card:acc} in die linke Schale legen</translation>
    </message>
    <message>
        <source>Play {card} on the right pan</source>
        <translation>{card:acc} in die rechte Schale legen</translation>
    </message>
    <message>
        <source>Choose the left pan</source>
        <translation>Linke Schale wählen</translation>
    </message>
    <message>
        <source>Choose the right pan</source>
        <translation>Rechte Schale wählen</translation>
    </message>
    <message>
        <source>Spin the wheel</source>
        <translation>Rad drehen</translation>
    </message>
    <message>
        <source>UNO Spin!</source>
        <translation>UNO Spin!</translation>
    </message>
    <message>
        <source>Press the launcher</source>
        <translation>Kartenwerfer drücken</translation>
    </message>
    <message>
        <source>Slap!</source>
        <translation>Buzzer drücken!</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Die Zeit ist um</translation>
    </message>
    <message>
        <source>Time is up for this turn</source>
        <translation>Die Zeit für diesen Zug ist um</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>Your turn.</source>
        <translation>Du bist dran.</translation>
    </message>
    <message numerus="yes">
        <source>You draw %n card(s): {cards}.</source>
        <translation>
            <numerusform>Du ziehst %n Karte: {cards}.</numerusform>
            <numerusform>Du ziehst %n Karten: {cards}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You get {cards}.</source>
        <translation>Du bekommst {cards}.</translation>
    </message>
    <message numerus="yes">
        <source>You face %n penalty card(s).</source>
        <translation>
            <numerusform>Dir droht %n Strafkarte.</numerusform>
            <numerusform>Dir drohen %n Strafkarten.</numerusform>
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
        <translation>Eingabe, Leertaste</translation>
    </message>
    <message>
        <source>Catch a player who did not call UNO</source>
        <translation>Jemanden erwischen, der nicht UNO gerufen hat</translation>
    </message>
    <message>
        <source>Challenge a Wild Draw Four</source>
        <translation>Einen Zieh-Vier-Joker anfechten</translation>
    </message>
    <message>
        <source>Take the penalty cards</source>
        <translation>Die Strafkarten nehmen</translation>
    </message>
    <message>
        <source>P, K</source>
        <translation>P, K</translation>
    </message>
    <message>
        <source>R, Y, G, B or 1–4</source>
        <translation>R, Y, G, B oder 1–4</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>A hint from the coach (where the game allows it)</source>
        <translation>Ein Tipp vom Coach (wo das Spiel es erlaubt)</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <source>Draw a card (Extreme: press the launcher; Racer X: give up and draw)</source>
        <translation>Eine Karte ziehen (Extreme: den Kartenwerfer drücken; Racer X: aufgeben und ziehen)</translation>
    </message>
    <message>
        <source>Call UNO (Spin: call UNO Spin)</source>
        <translation>UNO rufen (Spin: UNO Spin rufen)</translation>
    </message>
    <message>
        <source>Play or keep the card you just drew (Cars: pass the hands on or keep this hand)</source>
        <translation>Die eben gezogene Karte legen (P) oder behalten (K) (Cars: die Karten weitergeben oder diese Hand behalten)</translation>
    </message>
    <message>
        <source>Choose or name red, yellow, green or blue (or the arrows, then Enter)</source>
        <translation>Rot, Gelb, Grün oder Blau wählen oder nennen (oder mit den Pfeilen, dann Eingabe)</translation>
    </message>
    <message>
        <source>Spin the wheel (Spin)</source>
        <translation>Das Rad drehen (Spin)</translation>
    </message>
    <message>
        <source>0–9</source>
        <translation>0–9</translation>
    </message>
    <message>
        <source>Name the number to discard (Spin)</source>
        <translation>Die Zahl nennen, die abgeworfen wird (Spin)</translation>
    </message>
    <message>
        <source>1, 2</source>
        <translation>1, 2</translation>
    </message>
    <message>
        <source>Choose the left or the right pan (Tippo: for the picked card, or after a Tilt)</source>
        <translation>Die linke oder die rechte Waagschale wählen (Tippo: für die gewählte Karte oder nach einer Tippo-Karte)</translation>
    </message>
    <message>
        <source>Move between the buttons (a pending decision&apos;s come first: a player to choose, the captain&apos;s exchange); Enter or Space presses the one in focus</source>
        <translation>Zwischen den Schaltflächen wechseln (zuerst die der anstehenden Entscheidung: ein Spieler zur Wahl, der Tausch des Kapitäns); Eingabe oder Leertaste drückt die gewählte</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Leave the table (it asks first) or go back</source>
        <translation>Den Tisch verlassen (mit Rückfrage) oder zurück</translation>
    </message>
    <message>
        <source>F1, ?</source>
        <translation>F1, ?</translation>
    </message>
    <message>
        <source>This list of keys</source>
        <translation>Diese Liste der Tasten</translation>
    </message>
    <message>
        <source>Space, Enter</source>
        <translation>Leertaste, Eingabe</translation>
    </message>
    <message>
        <source>Play or pause the replay</source>
        <translation>Aufnahme abspielen oder anhalten</translation>
    </message>
    <message>
        <source>One move back or forward</source>
        <translation>Einen Zug zurück oder vor</translation>
    </message>
    <message>
        <source>Page Up, Page Down</source>
        <translation>Bild ↑, Bild ↓</translation>
    </message>
    <message>
        <source>To the previous or the next hand</source>
        <translation>Zur vorigen oder zur nächsten Runde</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Pos1, Ende</translation>
    </message>
    <message>
        <source>Pick a card in your hand (the screen reader says it; the first and the last card say so)</source>
        <translation>Eine Karte deiner Hand wählen (der Screenreader sagt sie an; die erste und die letzte sagen es)</translation>
    </message>
    <message>
        <source>The first or the last card</source>
        <translation>Die erste oder die letzte Karte</translation>
    </message>
    <message>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <source>The previous or the next colour</source>
        <translation>Die vorige oder die nächste Farbe</translation>
    </message>
    <message>
        <source>Play the picked card (Spin: discard it) or press the button in focus; on the pass screen: show your cards; Flash: hit the SLAP buzzer</source>
        <translation>Die gewählte Karte legen (Spin: abwerfen) oder den Knopf im Fokus drücken; beim Weitergeben: deine Karten zeigen; Flash: bei „Die Hand“ auf den Buzzer hauen</translation>
    </message>
    <message>
        <source>A quick reaction at your seat (thumbs up, Good game…)</source>
        <translation>Eine schnelle Reaktion an deinem Platz (Daumen hoch, Gutes Spiel …)</translation>
    </message>
    <message>
        <source>Say your hand, the playable cards first</source>
        <translation>Deine Hand ansagen, die spielbaren Karten zuerst</translation>
    </message>
    <message>
        <source>Say the top card, the colour and any penalty</source>
        <translation>Die oberste Karte, die Farbe und eine offene Strafe ansagen</translation>
    </message>
    <message>
        <source>Say whose turn it is</source>
        <translation>Ansagen, wer dran ist</translation>
    </message>
    <message>
        <source>Say every player&apos;s cards and points</source>
        <translation>Karten und Punkte aller ansagen</translation>
    </message>
    <message>
        <source>Say the last moves again</source>
        <translation>Die letzten Züge noch einmal ansagen</translation>
    </message>
    <message>
        <source>To the start or the end of the game</source>
        <translation>Zum Anfang oder zum Ende des Spiels</translation>
    </message>
    <message>
        <source>+, −</source>
        <translation>+, −</translation>
    </message>
    <message>
        <source>Faster or slower</source>
        <translation>Schneller oder langsamer</translation>
    </message>
    <message>
        <source>Open all hands (once the game is over)</source>
        <translation>Alle Hände aufdecken (wenn das Spiel vorbei ist)</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Aufnahme schließen</translation>
    </message>
    <message>
        <source>Could not save the game: {error}</source>
        <translation>Das Spiel konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Could not save the statistics: {error}</source>
        <translation>Die Statistik konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Could not keep the game to watch again: {error}</source>
        <translation>Die Partie konnte nicht zum erneuten Ansehen aufbewahrt werden: {error}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>So wird gespielt</translation>
    </message>
    <message>
        <source>Everyone is dealt {n} cards. On your turn, play a card that matches the top card of the discard pile by colour, number or symbol, or play a Wild. If you cannot or do not want to play, draw a card.</source>
        <translation>Jeder erhält {n} Karten. Wer am Zug ist, legt eine Karte auf den Ablagestapel, die in Farbe, Zahl oder Symbol zur obersten Karte passt, oder einen Joker. Wer nicht legen kann oder will, zieht eine Karte vom Nachziehstapel.</translation>
    </message>
    <message>
        <source>Skip: the next player loses a turn. Reverse: the direction changes. Draw Two: the next player draws two and loses a turn. Wild: choose the colour. Wild Draw Four: choose the colour; the next player draws four and loses a turn, but may challenge it if they think you held a card of the active colour.</source>
        <translation>Aussetzen: Der nächste Spieler setzt aus. Richtungswechsel: Die Spielrichtung dreht sich um. Zieh Zwei: Der nächste Spieler zieht zwei Karten und setzt aus. Joker (Farbwahl): Du wählst die Farbe. Zieh-Vier-Joker: Du wählst die Farbe; der nächste Spieler zieht vier Karten und setzt aus, darf die Karte aber anfechten, wenn er glaubt, dass du eine Karte der aktiven Farbe hattest.</translation>
    </message>
    <message>
        <source>When you play your second-to-last card, press UNO! Anyone who catches you before the next player moves makes you draw {n} cards.</source>
        <translation>Wenn du deine vorletzte Karte legst, drück auf UNO. Erwischt dich jemand, bevor der nächste Spieler zieht oder legt, musst du {n} Strafkarten ziehen.</translation>
    </message>
    <message>
        <source>The first player out of cards wins the hand, and that one hand decides the game: nobody scores points.</source>
        <translation>Wer zuerst alle Karten abgelegt hat, gewinnt die Runde, und diese eine Runde entscheidet die Partie: Niemand bekommt Punkte.</translation>
    </message>
    <message>
        <source>Invitation received: choose Play online in the menu to join.</source>
        <translation>Einladung erhalten: Wähl im Menü „Online spielen“, um beizutreten.</translation>
    </message>
    <message>
        <source>When a player goes out, everyone scores the cards left in their own hand: numbers at face value, action cards 20, Wilds {wild}, Wild Draw Four 50. Once someone reaches {target} points, the lowest score wins the game.</source>
        <translation>Sobald jemand alle Karten abgelegt hat, erhält jeder die Punkte der Karten, die er selbst noch auf der Hand hat: Zahlenkarten nach Nennwert, Aktionskarten 20, Joker {wild}, Zieh-Vier-Joker 50. Erreicht jemand {target} Punkte, gewinnt, wer die wenigsten Punkte hat.</translation>
    </message>
    <message>
        <source>The first player out of cards wins the hand and scores the cards left in the other hands: numbers at face value, action cards 20, Wilds {wild}, Wild Draw Four 50. The game ends at {target} points.</source>
        <translation>Wer zuerst alle Karten abgelegt hat, gewinnt die Runde und erhält die Punkte der Karten, die die anderen noch auf der Hand haben: Zahlenkarten nach Nennwert, Aktionskarten 20, Joker {wild}, Zieh-Vier-Joker 50. Die Partie endet bei {target} Punkten.</translation>
    </message>
    <message>
        <source>Edition: {name}</source>
        <translation>Edition: {name}</translation>
    </message>
    <message>
        <source>Rules of this game</source>
        <translation>Regeln dieser Partie</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>BarButton</name>
    <message>
        <source>Key: %1</source>
        <translation>Taste: %1</translation>
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
        <translation>Taste: %1</translation>
    </message>
</context>
<context>
    <name>CaptainPanel</name>
    <message>
        <source>Pick two seats to swap (%1/2)</source>
        <translation>Wähle zwei Plätze zum Tauschen (%1/2)</translation>
    </message>
    <message>
        <source>Captain&apos;s call</source>
        <translation>Der Kapitän entscheidet</translation>
    </message>
    <message>
        <source>All hands → next seat</source>
        <translation>Alle Karten → nächster Platz</translation>
    </message>
    <message>
        <source>All hands ← back</source>
        <translation>Alle Karten ← zurück</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Swap two…</source>
        <translation>Zwei tauschen …</translation>
    </message>
    <message>
        <source>No exchange</source>
        <translation>Kein Tausch</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>{color} {number}</source>
        <translation>{color:f} {number}</translation>
    </message>
    <message>
        <source>{color} Skip</source>
        <translation>{color:n} Aussetzen</translation>
    </message>
    <message>
        <source>{color} Reverse</source>
        <translation>{color:m} Richtungswechsel</translation>
    </message>
    <message>
        <source>{color} Draw Two</source>
        <translation>{color:n} Zieh Zwei</translation>
    </message>
    <message>
        <source>{color} SLAP</source>
        <translation>Die Hand ({color})</translation>
    </message>
    <message>
        <source>{color} Hit 2</source>
        <translation>{color:n} 2× Drücken</translation>
    </message>
    <message>
        <source>{color} Discard All</source>
        <translation>Alle ablegen ({color})</translation>
    </message>
    <message>
        <source>{color} Trade Hands</source>
        <translation>{color:n} Tauschen</translation>
    </message>
    <message>
        <source>{color} Pass Hands</source>
        <translation>Karten weitergeben ({color})</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Aussetzen</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Richtungswechsel</translation>
    </message>
    <message>
        <source>Draw Two</source>
        <translation>Zieh Zwei</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Wild Draw Four</source>
        <translation>Zieh-Vier-Joker</translation>
    </message>
    <message>
        <source>Wild Downpour Draw One</source>
        <translation>Regenguss +1</translation>
    </message>
    <message>
        <source>Wild Downpour Draw Two</source>
        <translation>Regenguss +2</translation>
    </message>
    <message>
        <source>Penalty Kick</source>
        <translation>Elfmeter</translation>
    </message>
    <message>
        <source>Racer X</source>
        <translation>Racer X</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kapitän</translation>
    </message>
    <message>
        <source>Offside</source>
        <translation>Abseits</translation>
    </message>
    <message>
        <source>Tilt</source>
        <translation>Tippo</translation>
    </message>
    <message>
        <source>Lotso</source>
        <translation>Lotso</translation>
    </message>
    <message>
        <source>Victory Lap</source>
        <translation>Siegerrunde</translation>
    </message>
    <message>
        <source>SLAP</source>
        <translation>Die Hand</translation>
    </message>
    <message>
        <source>Hit 2</source>
        <translation>2× Drücken</translation>
    </message>
    <message>
        <source>Discard All</source>
        <translation>Alle ablegen</translation>
    </message>
    <message>
        <source>Trade Hands</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <source>Pass Hands</source>
        <translation>Karten weitergeben</translation>
    </message>
    <message>
        <source>Wild All Hit</source>
        <translation>Joker Alle Drücken</translation>
    </message>
    <message>
        <source>Wild Hit-Fire</source>
        <translation>Joker x?</translation>
    </message>
    <message>
        <source>Wild Hit 1</source>
        <translation>Joker 1× Drücken</translation>
    </message>
    <message>
        <source>{color} {card}</source>
        <translation>{card} ({color})</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Call UNO now, before anyone catches you.</source>
        <translation>Ruf jetzt UNO, bevor dich jemand erwischt.</translation>
    </message>
    <message>
        <source>Call UNO now: the card you play next leaves you one.</source>
        <translation>Ruf jetzt UNO: Nach deiner nächsten Karte bleibt dir eine.</translation>
    </message>
    <message>
        <source>Catch {seat}: one card left and no UNO called.</source>
        <translation>Erwische {seat}: nur noch eine Karte und kein UNO gerufen.</translation>
    </message>
    <message>
        <source>Play {card}: it is your last card, and the hand is yours.</source>
        <translation>Leg {card:acc}: Es ist deine letzte Karte, und die Runde gehört dir.</translation>
    </message>
    <message>
        <source>Play {card}: it is your last card, though without an UNO call it does not end the hand.</source>
        <translation>Leg {card:acc}: Es ist deine letzte Karte, aber ohne UNO-Ruf beendet sie die Runde nicht.</translation>
    </message>
    <message numerus="yes">
        <source>Play the Wild now: {seat} has only %n card(s) left.</source>
        <translation>
            <numerusform>Leg jetzt den Joker: {seat} hat nur noch %n Karte.</numerusform>
            <numerusform>Leg jetzt den Joker: {seat} hat nur noch %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the Wild: none of your coloured cards fits.</source>
        <translation>Leg den Joker: Keine deiner farbigen Karten passt.</translation>
    </message>
    <message>
        <source>Play the Wild and name the colour you hold most.</source>
        <translation>Leg den Joker und nenne die Farbe, von der du am meisten hast.</translation>
    </message>
    <message numerus="yes">
        <source>Play the Wild Draw Four: {seat} has only %n card(s) left and faces four more.</source>
        <translation>
            <numerusform>Leg den Zieh-Vier-Joker: {seat} hat nur noch eine Karte und bekommt vier dazu.</numerusform>
            <numerusform>Leg den Zieh-Vier-Joker: {seat} hat nur noch %n Karten und bekommt vier dazu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the Wild Draw Four: {seat} faces four cards.</source>
        <translation>Leg den Zieh-Vier-Joker: {seat} muss vier Karten ziehen.</translation>
    </message>
    <message>
        <source>Play {card}: {seat} faces two cards.</source>
        <translation>Leg {card:acc}: {seat} muss zwei Karten ziehen.</translation>
    </message>
    <message>
        <source>Play {card}: you can follow {color} and keep {wild} for later.</source>
        <translation>Leg {card:acc}: Du kannst {color} bedienen und {wild:acc} für später behalten.</translation>
    </message>
    <message>
        <source>Play {card}: follow {color}.</source>
        <translation>Leg {card:acc}: Bediene {color}.</translation>
    </message>
    <message>
        <source>Do not swap: nobody holds fewer cards than you.</source>
        <translation>Nicht tauschen: Niemand hat weniger Karten als du.</translation>
    </message>
    <message>
        <source>Play the Wild Draw Four: none of your coloured cards fits.</source>
        <translation>Leg den Zieh-Vier-Joker: Keine deiner farbigen Karten passt.</translation>
    </message>
    <message>
        <source>Play {card}: it is your last card.</source>
        <translation>Leg {card:acc}: Es ist deine letzte Karte.</translation>
    </message>
    <message>
        <source>Play the Wild Draw Four as a bluff: you hold {color}, so {seat} may challenge it, and then you take the cards.</source>
        <translation>Leg den Zieh-Vier-Joker als Bluff: Du hast noch {color}, {seat} kann ihn also anfechten, und dann ziehst du die Karten.</translation>
    </message>
    <message>
        <source>Play {card}: {seat} misses a turn.</source>
        <translation>Leg {card:acc}: {seat} setzt aus.</translation>
    </message>
    <message>
        <source>Play {card}: play turns back, away from {seat}.</source>
        <translation>Leg {card:acc}: Die Spielrichtung dreht sich, weg von {seat}.</translation>
    </message>
    <message>
        <source>Play {card}: {seat} could not follow {color} last time.</source>
        <translation>Leg {card:acc}: {seat} konnte {color} zuletzt nicht bedienen.</translation>
    </message>
    <message numerus="yes">
        <source>Play {card}: switch to {color}, where you still hold %n card(s).</source>
        <translation>
            <numerusform>Leg {card:acc}: Wechsle zu {color}, davon hast du noch %n Karte.</numerusform>
            <numerusform>Leg {card:acc}: Wechsle zu {color}, davon hast du noch %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play {card} now: {seat} is about to go out, and it would count against you.</source>
        <translation>Leg {card:acc} jetzt ab: {seat} hat fast keine Karten mehr, und auf deiner Hand würde sie gegen dich zählen.</translation>
    </message>
    <message>
        <source>Choose {color}: {seat} could not follow it last time.</source>
        <translation>Wähle {color}: {seat} konnte die Farbe zuletzt nicht bedienen.</translation>
    </message>
    <message>
        <source>Choose {color}: you hold the most cards of it.</source>
        <translation>Wähle {color}: Davon hast du die meisten Karten.</translation>
    </message>
    <message>
        <source>Choose {color}: you hold as many cards of it as of {others}.</source>
        <translation>Wähle {color}: Davon hast du genauso viele Karten wie von {others}.</translation>
    </message>
    <message numerus="yes">
        <source>Choose {color}: you hold %n card(s) of it.</source>
        <translation>
            <numerusform>Wähle {color}: Davon hast du %n Karte.</numerusform>
            <numerusform>Wähle {color}: Davon hast du %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw: nothing in your hand matches.</source>
        <translation>Zieh: Nichts aus deiner Hand passt.</translation>
    </message>
    <message>
        <source>Draw: keep your cards for a better moment.</source>
        <translation>Zieh: Heb deine Karten für einen besseren Moment auf.</translation>
    </message>
    <message>
        <source>Keep {card}: save it for a tighter moment.</source>
        <translation>Behalte {card:acc}: Heb die Karte für später auf, wenn es eng wird.</translation>
    </message>
    <message>
        <source>Play {card}, the card you drew: it fits now.</source>
        <translation>Leg {card:acc}, die gezogene Karte: Sie passt jetzt.</translation>
    </message>
    <message numerus="yes">
        <source>Swap with {seat}: they hold only %n card(s).</source>
        <translation>
            <numerusform>Tausche mit {seat}: nur noch eine Karte auf der Hand.</numerusform>
            <numerusform>Tausche mit {seat}: nur noch %n Karten auf der Hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>Challenge: {seat} probably held a card of the colour before.</source>
        <translation>Anfechten: {seat} hatte vermutlich noch eine Karte der alten Farbe.</translation>
    </message>
    <message>
        <source>Take the cards: a challenge would probably fail.</source>
        <translation>Zieh die Karten: Eine Anfechtung würde wahrscheinlich scheitern.</translation>
    </message>
    <message numerus="yes">
        <source>Take the %n card(s): nothing you hold passes them on.</source>
        <translation>
            <numerusform>Zieh die %n Karte: Nichts auf deiner Hand gibt sie weiter.</numerusform>
            <numerusform>Zieh die %n Karten: Nichts auf deiner Hand gibt sie weiter.</numerusform>
        </translation>
    </message>
    <message>
        <source>{action}: it came out best in the hard bot&apos;s simulated hands.</source>
        <translation>{action}: Der schwere Bot hat alles durchgespielt – das klappte am besten.</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
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
        <translation>Der Coach ist in dieser Partie nicht verfügbar.</translation>
    </message>
    <message>
        <source>Nothing for you to decide right now.</source>
        <translation>Gerade hast du nichts zu entscheiden.</translation>
    </message>
    <message>
        <source>Hand {hand}, your move {move}: you chose “{yours}”; the hard bot would choose “{theirs}”.</source>
        <translation>Runde {hand}, dein Zug {move}: Du hast „{yours}“ gewählt; der schwere Bot würde „{theirs}“ wählen.</translation>
    </message>
</context>
<context>
    <name>CoachReview</name>
    <message>
        <source>What would the hard bot have done?</source>
        <translation>Was hätte der schwere Bot getan?</translation>
    </message>
    <message>
        <source>Looking at your moves: %1 of %2…</source>
        <translation>Der Bot sieht sich deine Züge an: %1 von %2 …</translation>
    </message>
    <message>
        <source>You made no moves in this hand.</source>
        <translation>In dieser Runde hast du keinen Zug gemacht.</translation>
    </message>
    <message>
        <source>It would have played every move as you did. Well played!</source>
        <translation>Er hätte jeden Zug wie du gespielt. Gut gespielt!</translation>
    </message>
    <message numerus="yes">
        <source>It would have played %n of your moves otherwise. Watch each one:</source>
        <translation>
            <numerusform>Einen deiner Züge hätte er anders gespielt. Sieh ihn dir an:</numerusform>
            <numerusform>%n deiner Züge hätte er anders gespielt. Sieh sie dir an:</numerusform>
        </translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Ansehen</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Zurück zum Tisch</translation>
    </message>
</context>
<context>
    <name>Color</name>
    <message>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>red</source>
        <comment>noun</comment>
        <translation>Rot</translation>
    </message>
    <message>
        <source>red</source>
        <comment>def</comment>
        <translation>rote</translation>
    </message>
    <message>
        <source>red</source>
        <comment>f</comment>
        <translation>rote</translation>
    </message>
    <message>
        <source>red</source>
        <comment>n</comment>
        <translation>rotes</translation>
    </message>
    <message>
        <source>red</source>
        <comment>m</comment>
        <translation>roter</translation>
    </message>
    <message>
        <source>red</source>
        <comment>m acc</comment>
        <translation>roten</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>noun</comment>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>def</comment>
        <translation>gelbe</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>f</comment>
        <translation>gelbe</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>n</comment>
        <translation>gelbes</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>m</comment>
        <translation>gelber</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>m acc</comment>
        <translation>gelben</translation>
    </message>
    <message>
        <source>green</source>
        <comment>noun</comment>
        <translation>Grün</translation>
    </message>
    <message>
        <source>green</source>
        <comment>def</comment>
        <translation>grüne</translation>
    </message>
    <message>
        <source>green</source>
        <comment>f</comment>
        <translation>grüne</translation>
    </message>
    <message>
        <source>green</source>
        <comment>n</comment>
        <translation>grünes</translation>
    </message>
    <message>
        <source>green</source>
        <comment>m</comment>
        <translation>grüner</translation>
    </message>
    <message>
        <source>green</source>
        <comment>m acc</comment>
        <translation>grünen</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>noun</comment>
        <translation>Blau</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>def</comment>
        <translation>blaue</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>f</comment>
        <translation>blaue</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>n</comment>
        <translation>blaues</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>m</comment>
        <translation>blauer</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>m acc</comment>
        <translation>blauen</translation>
    </message>
</context>
<context>
    <name>ColorChoice</name>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Taste: %1</translation>
    </message>
</context>
<context>
    <name>ColorPicker</name>
    <message>
        <source>Choose a colour</source>
        <translation>Farbe wählen</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
</context>
<context>
    <name>ColorRing</name>
    <message>
        <source>Active colour: %1</source>
        <translation>Aktive Farbe: %1</translation>
    </message>
    <message>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>open the game at its main menu</source>
        <translation>das Spiel im Hauptmenü öffnen</translation>
    </message>
    <message>
        <source>host a LAN game without a window (uno-desktop host --help lists its options)</source>
        <translation>ein LAN-Spiel ohne Fenster eröffnen (uno-desktop host --help nennt seine Optionen)</translation>
    </message>
    <message>
        <source>start without a window, play one bot turn, exit (0: it works)</source>
        <translation>ohne Fenster starten, einen Bot-Zug spielen, beenden (0: alles in Ordnung)</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>diese Hilfe zeigen und beenden</translation>
    </message>
    <message>
        <source>Usage:</source>
        <translation>Aufruf:</translation>
    </message>
    <message>
        <source>UNO for the desktop: every house rule, eleven themed editions, bots and LAN play.</source>
        <translation>UNO für den Desktop: jede Hausregel, elf Themen-Editionen, Bots und LAN-Spiele.</translation>
    </message>
    <message>
        <source>rules core: compiled (mypyc)</source>
        <translation>Regelkern: kompiliert (mypyc)</translation>
    </message>
    <message>
        <source>rules core: plain Python (slower; an install with a C compiler builds the compiled one)</source>
        <translation>Regelkern: reines Python (langsamer; eine Installation mit C-Compiler baut den kompilierten)</translation>
    </message>
    <message>
        <source>Here the installed game&apos;s desktop entry (Linux) or app bundle (macOS) lets invitation links open the game; there is nothing to register.</source>
        <translation>Hier öffnen Einladungslinks das Spiel über den Desktop-Eintrag (Linux) oder das App-Bundle (macOS) des installierten Spiels; es gibt nichts zu registrieren.</translation>
    </message>
    <message>
        <source>Invitation links (uno-desktop:) now open this copy of the game.</source>
        <translation>Einladungslinks (uno-desktop:) öffnen jetzt diese Kopie des Spiels.</translation>
    </message>
    <message>
        <source>LINK</source>
        <translation>LINK</translation>
    </message>
    <message>
        <source>resume the game saved in %1 (an autosave.json, say), or watch the game recorded in it (a .unorec file)</source>
        <translation>den in %1 gespeicherten Spielstand fortsetzen (etwa eine autosave.json) oder die darin aufgezeichnete Partie ansehen (eine .unorec-Datei)</translation>
    </message>
    <message>
        <source>open the join page of the online room an invitation link (uno-desktop://join/...) is for, in the game already running if it is</source>
        <translation>die Beitrittsseite des Online-Raums öffnen, zu dem ein Einladungslink (uno-desktop://join/...) führt, im schon laufenden Spiel, wenn es läuft</translation>
    </message>
    <message>
        <source>play in this language this time (Settings keep their choice)</source>
        <translation>diesmal in dieser Sprache spielen (die Einstellungen behalten ihre Wahl)</translation>
    </message>
    <message>
        <source>Windows: let invitation links (uno-desktop:) open this copy of the game (the installed game does this by itself)</source>
        <translation>Windows: Einladungslinks (uno-desktop:) öffnen diese Kopie des Spiels (das installierte Spiel macht das von selbst)</translation>
    </message>
    <message>
        <source>show the version and which rules core runs, and exit</source>
        <translation>die Version und den laufenden Regelkern zeigen und beenden</translation>
    </message>
    <message>
        <source>The language is the one chosen in Settings; until one is chosen, the system&apos;s (LANGUAGE, LC_ALL, LANG); --lang overrides both for one run.</source>
        <translation>Die Sprache ist die in den Einstellungen gewählte; solange keine gewählt ist, die des Systems (LANGUAGE, LC_ALL, LANG); --lang gilt vor beiden für einen Start.</translation>
    </message>
    <message>
        <source>Qt&apos;s own options, such as -platform offscreen, go to Qt.</source>
        <translation>Qts eigene Optionen, etwa -platform offscreen, gehen an Qt.</translation>
    </message>
    <message>
        <source>Settings and the autosave are in %1</source>
        <translation>Einstellungen und automatischer Spielstand liegen in %1</translation>
    </message>
    <message>
        <source>%1: the languages are %2</source>
        <translation>%1: die Sprachen sind %2</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>unbekannte Option %1</translation>
    </message>
    <message>
        <source>one file at a time, not %1</source>
        <translation>nur eine Datei auf einmal, nicht %1</translation>
    </message>
    <message>
        <source>Try “%1 --help”.</source>
        <translation>Siehe „%1 --help“.</translation>
    </message>
    <message>
        <source>%1: no window can be opened here (%2).</source>
        <translation>%1: hier lässt sich kein Fenster öffnen (%2).</translation>
    </message>
    <message>
        <source>%1: no display to show the game on (DISPLAY and WAYLAND_DISPLAY are not set); start it from your desktop.</source>
        <translation>%1: kein Bildschirm, auf dem das Spiel laufen kann (DISPLAY und WAYLAND_DISPLAY sind nicht gesetzt); starte es auf deinem Desktop.</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Bleiben</translation>
    </message>
</context>
<context>
    <name>Decision</name>
    <message>
        <source>Play a card or draw</source>
        <translation>Lege eine Karte oder ziehe</translation>
    </message>
    <message>
        <source>Play the drawn card or keep it</source>
        <translation>Gezogene Karte legen oder behalten</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>Farbe wählen</translation>
    </message>
    <message>
        <source>Stack, challenge or take the cards</source>
        <translation>Stapeln, anfechten oder Karten ziehen</translation>
    </message>
    <message>
        <source>Swap hands with someone (or not)</source>
        <translation>Karten mit jemandem tauschen (oder nicht)</translation>
    </message>
    <message>
        <source>Choose whom to swap hands with</source>
        <translation>Wähle, mit wem du die Karten tauschst</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>Die Runde ist vorbei</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Die Partie ist vorbei</translation>
    </message>
    <message>
        <source>Spin the wheel, or play the twin card</source>
        <translation>Rad drehen oder die Zwillingskarte legen</translation>
    </message>
    <message>
        <source>Name a colour to discard</source>
        <translation>Sag eine Farbe an, die du ablegst</translation>
    </message>
    <message>
        <source>Name a number to discard</source>
        <translation>Sag eine Zahl an, die du ablegst</translation>
    </message>
    <message>
        <source>Discard down to two cards</source>
        <translation>Lege ab, bis du zwei Karten hast</translation>
    </message>
    <message>
        <source>Call UNO Spin first!</source>
        <translation>Ruf als Erster UNO Spin!</translation>
    </message>
    <message>
        <source>Discard one card of your choice</source>
        <translation>Lege eine Karte deiner Wahl ab</translation>
    </message>
    <message>
        <source>Choose your opponent for the penalty kick</source>
        <translation>Wähle deinen Gegner für den Elfmeter</translation>
    </message>
    <message>
        <source>Play the next number or lose the race</source>
        <translation>Lege die nächste Zahl oder verliere das Rennen</translation>
    </message>
    <message>
        <source>Captain: rotate the hands, swap two, or nothing</source>
        <translation>Kapitän: Karten weitergeben, zwei tauschen oder nichts</translation>
    </message>
    <message>
        <source>Choose who starts filling the scale</source>
        <translation>Wähle, wer die Waage zuerst befüllt</translation>
    </message>
    <message>
        <source>Put the top card into a pan</source>
        <translation>Lege die oberste Karte in eine Waagschale</translation>
    </message>
    <message>
        <source>Choose the colour of a starting pan</source>
        <translation>Wähle die Farbe einer Start-Waagschale</translation>
    </message>
    <message>
        <source>Name a colour everyone must show</source>
        <translation>Sag eine Farbe an, die alle zeigen müssen</translation>
    </message>
    <message>
        <source>Keep this hand or pass the hands on</source>
        <translation>Diese Karten behalten oder weitergeben</translation>
    </message>
    <message>
        <source>SLAP! Hit your buzzer!</source>
        <translation>Die Hand! Drück den Buzzer!</translation>
    </message>
    <message>
        <source>Choose whom to trade hands with</source>
        <translation>Wähle, mit wem du die Karten tauschst</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Lege eine Karte</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Ziehe eine Karte</translation>
    </message>
    <message>
        <source>Play the drawn card</source>
        <translation>Gezogene Karte legen</translation>
    </message>
    <message>
        <source>Keep the drawn card</source>
        <translation>Gezogene Karte behalten</translation>
    </message>
    <message>
        <source>Challenge or take the cards</source>
        <translation>Anfechten oder Karten ziehen</translation>
    </message>
    <message>
        <source>Stack or take the cards</source>
        <translation>Stapeln oder Karten ziehen</translation>
    </message>
    <message>
        <source>Take the cards</source>
        <translation>Karten ziehen</translation>
    </message>
    <message>
        <source>Play Offside or take the cards</source>
        <translation>Abseits legen oder Karten ziehen</translation>
    </message>
    <message>
        <source>Challenge, play Offside or take the cards</source>
        <translation>Anfechten, Abseits legen oder Karten ziehen</translation>
    </message>
    <message>
        <source>Stack, play Offside or take the cards</source>
        <translation>Stapeln, Abseits legen oder Karten ziehen</translation>
    </message>
    <message>
        <source>Stack, challenge, play Offside or take the cards</source>
        <translation>Stapeln, anfechten, Abseits legen oder Karten ziehen</translation>
    </message>
    <message>
        <source>Swap hands with someone</source>
        <translation>Karten mit jemandem tauschen</translation>
    </message>
</context>
<context>
    <name>DeviceStage</name>
    <message>
        <source>SLAP!</source>
        <translation>Die Hand!</translation>
    </message>
    <message>
        <source>Everyone hits the buzzer — the last one draws 2</source>
        <translation>Alle drücken den Buzzer – der Letzte zieht 2</translation>
    </message>
    <message>
        <source>UNO Spin!</source>
        <translation>UNO Spin!</translation>
    </message>
    <message>
        <source>The first to call it discards a card</source>
        <translation>Wer es zuerst ruft, legt eine Karte ab</translation>
    </message>
    <message>
        <source>{seat} was first!</source>
        <translation>{seat} war am schnellsten!</translation>
    </message>
    <message>
        <source>You were first!</source>
        <translation>Du warst am schnellsten!</translation>
    </message>
    <message>
        <source>{seat} names {value}</source>
        <translation>{seat} sagt {value} an</translation>
    </message>
    <message>
        <source>You name {value}</source>
        <translation>Du sagst {value} an</translation>
    </message>
    <message>
        <source>{seat} calls UNO Spin: wrong segment!</source>
        <translation>{seat} ruft UNO Spin: falsches Feld!</translation>
    </message>
    <message>
        <source>You call UNO Spin: wrong segment!</source>
        <translation>Du rufst UNO Spin: falsches Feld!</translation>
    </message>
    <message>
        <source>Nobody called it</source>
        <translation>Niemand hat gerufen</translation>
    </message>
    <message>
        <source>Discard All!</source>
        <translation>Alle ablegen!</translation>
    </message>
    <message>
        <source>The scale tips!</source>
        <translation>Die Waage kippt!</translation>
    </message>
    <message>
        <source>{seat} placed the last card</source>
        <translation>{seat} hat die letzte Karte gelegt</translation>
    </message>
    <message>
        <source>You placed the last card</source>
        <translation>Du hast die letzte Karte gelegt</translation>
    </message>
    <message>
        <source>All Hit!</source>
        <translation>Alle Drücken!</translation>
    </message>
    <message>
        <source>Everyone else presses the launcher in turn</source>
        <translation>Alle anderen drücken nacheinander den Kartenwerfer</translation>
    </message>
    <message>
        <source>Hit-Fire!</source>
        <translation>Feuer frei!</translation>
    </message>
    <message>
        <source>The next player presses until cards fly</source>
        <translation>Der Nächste drückt, bis Karten fliegen</translation>
    </message>
    <message>
        <source>Hit 2!</source>
        <translation>2× Drücken!</translation>
    </message>
    <message>
        <source>Two presses for the next player</source>
        <translation>Zweimal drücken für den Nächsten</translation>
    </message>
    <message>
        <source>Hit 1!</source>
        <translation>1× Drücken!</translation>
    </message>
    <message>
        <source>One press for the next player</source>
        <translation>Einmal drücken für den Nächsten</translation>
    </message>
    <message numerus="yes">
        <source>{seat} drops %n card(s) of the colour</source>
        <translation>
            <numerusform>{seat} legt %n Karte dieser Farbe ab</numerusform>
            <numerusform>{seat} legt %n Karten dieser Farbe ab</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You drop %n card(s) of the colour</source>
        <translation>
            <numerusform>Du legst %n Karte dieser Farbe ab</numerusform>
            <numerusform>Du legst %n Karten dieser Farbe ab</numerusform>
        </translation>
    </message>
    <message>
        <source>Downpour!</source>
        <translation>Regenguss!</translation>
    </message>
    <message numerus="yes">
        <source>Everyone else draws %n</source>
        <translation>
            <numerusform>Alle anderen ziehen %n</numerusform>
            <numerusform>Alle anderen ziehen %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Devices</name>
    <message>
        <source>{seat} spins the wheel: {segment}.</source>
        <translation>{seat} dreht das Rad: {segment}.</translation>
    </message>
    <message>
        <source>{seat} presses the launcher: nothing happens.</source>
        <translation>{seat} drückt den Kartenwerfer: nichts passiert.</translation>
    </message>
    <message>
        <source>You press the launcher: nothing happens.</source>
        <translation>Du drückst den Kartenwerfer: nichts passiert.</translation>
    </message>
    <message>
        <source>The flash unit picks {seat}.</source>
        <translation>Der Flash-Computer wählt {seat}.</translation>
    </message>
    <message>
        <source>The flash unit picks you.</source>
        <translation>Der Flash-Computer wählt dich.</translation>
    </message>
    <message>
        <source>Racer X! The race starts at {value}.</source>
        <translation>Racer X! Das Rennen beginnt bei {value}.</translation>
    </message>
    <message>
        <source>Racer X turns up {card}.</source>
        <translation>Racer X deckt {card:acc} auf.</translation>
    </message>
    <message numerus="yes">
        <source>Chain: %n card(s).</source>
        <translation>
            <numerusform>Kette: %n Karte.</numerusform>
            <numerusform>Kette: %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>SLAP! Everyone hits the buzzer.</source>
        <translation>Die Hand! Alle drücken den Buzzer.</translation>
    </message>
    <message>
        <source>UNO Spin! The first to call it discards a card.</source>
        <translation>UNO Spin! Wer es zuerst ruft, legt eine Karte ab.</translation>
    </message>
    <message>
        <source>{seat} loses the race.</source>
        <translation>{seat} verliert das Rennen.</translation>
    </message>
    <message>
        <source>You lose the race.</source>
        <translation>Du verlierst das Rennen.</translation>
    </message>
    <message>
        <source>{seat} wins the race.</source>
        <translation>{seat} gewinnt das Rennen.</translation>
    </message>
    <message>
        <source>You win the race.</source>
        <translation>Du gewinnst das Rennen.</translation>
    </message>
    <message>
        <source>Nobody won the race.</source>
        <translation>Niemand hat das Rennen gewonnen.</translation>
    </message>
    <message>
        <source>Duel: {cards}.</source>
        <translation>Duell: {cards}.</translation>
    </message>
    <message>
        <source>{seat} {card}</source>
        <translation>{seat} {card}</translation>
    </message>
    <message>
        <source>you {card}</source>
        <translation>du {card}</translation>
    </message>
    <message>
        <source>{winner} wins the duel, {loser} takes the cards.</source>
        <translation>{winner} gewinnt das Duell, {loser} nimmt die Karten.</translation>
    </message>
    <message>
        <source>You win the duel, {loser} takes the cards.</source>
        <translation>Du gewinnst das Duell, {loser} nimmt die Karten.</translation>
    </message>
    <message>
        <source>{winner} wins the duel, you take the cards.</source>
        <translation>{winner} gewinnt das Duell, du nimmst die Karten.</translation>
    </message>
    <message>
        <source>{loser} loses the duel and takes the cards.</source>
        <translation>{loser} verliert das Duell und nimmt die Karten.</translation>
    </message>
    <message>
        <source>You lose the duel and take the cards.</source>
        <translation>Du verlierst das Duell und nimmst die Karten.</translation>
    </message>
    <message>
        <source>{seat} is offside: nobody draws.</source>
        <translation>{seat} steht im Abseits: Niemand zieht.</translation>
    </message>
    <message>
        <source>You are offside: nobody draws.</source>
        <translation>Du stehst im Abseits: Niemand zieht.</translation>
    </message>
    <message>
        <source>{seat} plays the twin: no spin.</source>
        <translation>{seat} legt den Zwilling: kein Drehen.</translation>
    </message>
    <message>
        <source>You play the twin: no spin.</source>
        <translation>Du legst den Zwilling: kein Drehen.</translation>
    </message>
    <message>
        <source>{seat} names {value}.</source>
        <translation>{seat} sagt {value} an.</translation>
    </message>
    <message>
        <source>You name {value}.</source>
        <translation>Du sagst {value} an.</translation>
    </message>
    <message>
        <source>The scale holds: {left} – {right}.</source>
        <translation>Die Waage hält: {left} – {right}.</translation>
    </message>
    <message>
        <source>The scale tips! {seat} placed the last card.</source>
        <translation>Die Waage kippt! {seat} hat die letzte Karte gelegt.</translation>
    </message>
    <message>
        <source>The scale tips! You placed the last card.</source>
        <translation>Die Waage kippt! Du hast die letzte Karte gelegt.</translation>
    </message>
    <message>
        <source>{seat} drops {card} on the {pan} pan.</source>
        <translation>{seat} legt {card:acc} in die {pan} Waagschale.</translation>
    </message>
    <message>
        <source>You drop {card} on the {pan} pan.</source>
        <translation>Du legst {card:acc} in die {pan} Waagschale.</translation>
    </message>
    <message>
        <source>Your spin! Spin the wheel</source>
        <translation>Du drehst! Dreh das Rad</translation>
    </message>
    <message numerus="yes">
        <source>Almost UNO: discard until two are left (%n more)</source>
        <translation>
            <numerusform>Fast UNO: Lege Karten ab, bis zwei übrig sind (noch eine)</numerusform>
            <numerusform>Fast UNO: Lege Karten ab, bis zwei übrig sind (noch %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Name a number to discard</source>
        <translation>Sag eine Zahl an, die du ablegst</translation>
    </message>
    <message>
        <source>Name a colour to discard</source>
        <translation>Sag eine Farbe an, die du ablegst</translation>
    </message>
    <message>
        <source>UNO Spin! Be the first to call it</source>
        <translation>UNO Spin! Ruf es als Erster</translation>
    </message>
    <message>
        <source>You won the race: discard one card</source>
        <translation>Du hast das Rennen gewonnen: Lege eine Karte ab</translation>
    </message>
    <message>
        <source>Your spin! Spin the wheel, or play your twin card to cancel it</source>
        <translation>Du drehst! Dreh das Rad oder leg deine Zwillingskarte, um es aufzuheben</translation>
    </message>
    <message>
        <source>Choose your opponent for the penalty kick</source>
        <translation>Wähle deinen Gegner für den Elfmeter</translation>
    </message>
    <message>
        <source>Racer X: play the next number or give up</source>
        <translation>Racer X: Lege die nächste Zahl oder gib auf</translation>
    </message>
    <message>
        <source>Captain: move the hands, swap two, or keep them</source>
        <translation>Kapitän: Karten weitergeben, zwei tauschen oder behalten</translation>
    </message>
    <message>
        <source>Lotso: name a colour; who shows none draws 3, and if all can, you draw 3</source>
        <translation>Lotso: Sag eine Farbe an; wer keine zeigt, zieht 3, und können es alle, ziehst du 3</translation>
    </message>
    <message>
        <source>Victory lap: keep this hand or pass the hands on</source>
        <translation>Siegerrunde: Diese Karten behalten oder weitergeben</translation>
    </message>
    <message>
        <source>SLAP! Hit the buzzer</source>
        <translation>Die Hand! Drück den Buzzer</translation>
    </message>
    <message>
        <source>Tilt: choose who starts filling the pans</source>
        <translation>Tippo: Wähle, wer die Waagschalen zuerst befüllt</translation>
    </message>
    <message>
        <source>Tilt: choose a pan for the top card</source>
        <translation>Tippo: Wähle eine Waagschale für die oberste Karte</translation>
    </message>
    <message>
        <source>{name} played a Tilt card: put the top card of the draw pile into a pan</source>
        <translation>{name} hat eine Tippo-Karte gespielt: Lege die oberste Karte des Nachziehstapels in eine Waagschale</translation>
    </message>
    <message>
        <source>Your Tilt card: put the top card of the draw pile into a pan</source>
        <translation>Deine Tippo-Karte: Lege die oberste Karte des Nachziehstapels in eine Waagschale</translation>
    </message>
    <message>
        <source>{name} played a Tilt card: put the top card of the draw pile into its pan</source>
        <translation>{name} hat eine Tippo-Karte gespielt: Lege die oberste Karte des Nachziehstapels in ihre Waagschale</translation>
    </message>
    <message>
        <source>Your Tilt card: put the top card of the draw pile into its pan</source>
        <translation>Deine Tippo-Karte: Lege die oberste Karte des Nachziehstapels in ihre Waagschale</translation>
    </message>
    <message>
        <source>Now pick a pan: 1 left, 2 right</source>
        <translation>Jetzt eine Schale wählen: 1 links, 2 rechts</translation>
    </message>
    <message>
        <source>Choose whom to trade hands with</source>
        <translation>Wähle, mit wem du die Karten tauschst</translation>
    </message>
    <message>
        <source>Play a card on a pan (card, then pan) or draw</source>
        <translation>Lege eine Karte in eine Waagschale (Karte, dann Schale) oder ziehe</translation>
    </message>
    <message>
        <source>Choose the colour of the black start card</source>
        <translation>Wähle die Farbe der schwarzen Startkarte</translation>
    </message>
    <message>
        <source>Play a card or press the launcher</source>
        <translation>Lege eine Karte oder drück den Kartenwerfer</translation>
    </message>
    <message numerus="yes">
        <source>Whoever tips the scale draws %n card(s); a card on the lighter pan never tips it</source>
        <translation>
            <numerusform>Wer die Waage kippt, zieht %n Karte; eine Karte auf der leichteren Schale kippt sie nie</numerusform>
            <numerusform>Wer die Waage kippt, zieht %n Karten; eine Karte auf der leichteren Schale kippt sie nie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Whoever tips the scale draws %n card(s)</source>
        <translation>
            <numerusform>Wer die Waage kippt, zieht %n Karte</numerusform>
            <numerusform>Wer die Waage kippt, zieht %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Press the launcher %n time(s)</source>
        <translation>
            <numerusform>Drück den Kartenwerfer einmal</numerusform>
            <numerusform>Drück den Kartenwerfer %n-mal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Press the launcher %n time(s), or pass it on with your Hit 2</source>
        <translation>
            <numerusform>Drück den Kartenwerfer einmal – oder gib die Drücke mit deinem 2× Drücken weiter</numerusform>
            <numerusform>Drück den Kartenwerfer %n-mal – oder gib die Drücke mit deinem 2× Drücken weiter</numerusform>
        </translation>
    </message>
    <message>
        <source>Racer X: you hold no next number, give up</source>
        <translation>Racer X: Du hast die nächste Zahl nicht, gib auf</translation>
    </message>
    <message>
        <source>Victory lap: the hands have gone round, keep this one</source>
        <translation>Siegerrunde: Die Karten waren einmal reihum, behalte diese</translation>
    </message>
    <message>
        <source>Play a card on a pan (card, then pan)</source>
        <translation>Lege eine Karte in eine Waagschale (Karte, dann Schale)</translation>
    </message>
    <message>
        <source>No card fits a pan: draw</source>
        <translation>Keine Karte passt in eine Schale: Ziehe</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Lege eine Karte</translation>
    </message>
    <message>
        <source>Nothing fits: press the launcher</source>
        <translation>Nichts passt: Drück den Kartenwerfer</translation>
    </message>
    <message>
        <source>left</source>
        <translation>linke</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechte</translation>
    </message>
    <message>
        <source>Almost UNO</source>
        <translation>Fast UNO</translation>
    </message>
    <message>
        <source>Discard number</source>
        <translation>Zahl ablegen</translation>
    </message>
    <message>
        <source>Discard colour</source>
        <translation>Farbe ablegen</translation>
    </message>
    <message>
        <source>Draw red</source>
        <translation>Ziehen bis Rot</translation>
    </message>
    <message>
        <source>Draw blue</source>
        <translation>Ziehen bis Blau</translation>
    </message>
    <message>
        <source>Show hand</source>
        <translation>Karten zeigen</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Duell</translation>
    </message>
    <message>
        <source>UNO Spin</source>
        <translation>UNO Spin rufen</translation>
    </message>
    <message>
        <source>You spin the wheel: {segment}.</source>
        <translation>Du drehst das Rad: {segment}.</translation>
    </message>
    <message>
        <source>{seat} moves no hands with the Captain.</source>
        <translation>{seat} spielt den Kapitän ohne Tausch.</translation>
    </message>
    <message>
        <source>You move no hands with the Captain.</source>
        <translation>Du spielst den Kapitän ohne Tausch.</translation>
    </message>
    <message>
        <source>Victory lap {lap}.</source>
        <translation>Siegerrunde {lap}.</translation>
    </message>
</context>
<context>
    <name>DuelScene</name>
    <message>
        <source>Battle! Lowest number takes all</source>
        <translation>Duell! Die niedrigste Zahl nimmt alle Karten</translation>
    </message>
    <message>
        <source>Penalty kick!</source>
        <translation>Elfmeter!</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier round(s) tied</source>
        <translation>
            <numerusform>%n frühere Runde unentschieden</numerusform>
            <numerusform>%n frühere Runden unentschieden</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>You take all the shown cards</source>
        <translation>Du nimmst alle gezeigten Karten</translation>
    </message>
    <message>
        <source>%1 takes all the shown cards</source>
        <translation>%1 nimmt alle gezeigten Karten</translation>
    </message>
    <message>
        <source>You score! %1 takes the cards and 2 more</source>
        <translation>Tor für dich! %1 nimmt die Karten und 2 dazu</translation>
    </message>
    <message>
        <source>%1 scores! You take the cards and 2 more</source>
        <translation>Tor für %1! Du nimmst die Karten und 2 dazu</translation>
    </message>
    <message>
        <source>%1 scores! %2 takes the cards and 2 more</source>
        <translation>Tor für %1! %2 nimmt die Karten und 2 dazu</translation>
    </message>
</context>
<context>
    <name>Edition</name>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
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
        <translation>FIFA WM 2006</translation>
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
        <translation>Das klassische Spiel mit 108 Karten: Zahlen 0–9 in vier Farben, Aussetzen, Richtungswechsel, Zieh Zwei, Joker und Zieh-Vier-Joker.</translation>
    </message>
    <message>
        <source>Some cards from 1 to 5 carry a swirl. After a swirl card the next player spins the wheel instead of playing, unless they hold the identical card and play it. The wheel decides: Almost UNO, discard a number or a colour, draw until red or blue, show your hand, trade hands, Battle or UNO Spin.</source>
        <translation>Einige Karten von 1 bis 5 tragen einen Wirbel. Nach einer Wirbel-Karte dreht der nächste Spieler das UNO-Spin-Rad, statt zu legen – außer er hat die identische Karte und legt sie. Das Rad entscheidet: Fast UNO, Zahl oder Farbe ablegen, ziehen bis Rot oder Blau, Karten zeigen, Tauschen, Duell oder UNO Spin rufen.</translation>
    </message>
    <message>
        <source>Penalty Kick: a duel against an opponent. Both lay their highest number card; the lower one takes all the duel&apos;s cards plus two penalty cards. Then the player chooses the colour.</source>
        <translation>Elfmeter: ein Duell gegen einen Mitspieler. Beide legen ihre höchste Zahlenkarte; wer niedriger liegt, nimmt alle Karten des Duells und zwei Strafkarten. Dann wählt, wer den Elfmeter gelegt hat, die Farbe.</translation>
    </message>
    <message>
        <source>Racer X: the top card of the draw pile is turned. From the next player on, everyone must play the next higher number in any colour (after 9 comes 0). Whoever cannot loses the race and draws three.</source>
        <translation>Racer X: Die oberste Karte des Nachziehstapels wird aufgedeckt. Ab dem nächsten Spieler muss jeder die um eins höhere Zahl in beliebiger Farbe legen (nach 9 kommt 0). Wer das nicht kann, verliert das Rennen und zieht drei Strafkarten.</translation>
    </message>
    <message>
        <source>Captain: all hands move one seat to the left or right, two players of your choice swap hands, or nothing happens. Then you choose the colour.</source>
        <translation>Kapitän: Alle geben ihre Karten nach links oder rechts weiter, zwei Spieler deiner Wahl tauschen ihre Karten, oder nichts geschieht. Dann wählst du die Farbe.</translation>
    </message>
    <message>
        <source>Offside: play it on a Draw Two or Wild Draw Four aimed at you and nobody draws; you choose the colour. On your own turn it is a Wild.</source>
        <translation>Abseits: Leg sie auf ein Zieh Zwei oder einen Zieh-Vier-Joker, der dich trifft, und niemand zieht; du wählst die Farbe. In deinem eigenen Zug ist sie ein Joker.</translation>
    </message>
    <message>
        <source>Two pans of a scale are the discard piles; play on either. Stop cards block a pan. Tilt: from the player you choose, everyone puts the top card of the draw pile into a pan until the scale tips; whoever tips it draws penalty cards.</source>
        <translation>Die zwei Waagschalen sind die Ablagestapel; du legst auf eine davon. STOPP-Karten sperren eine Schale. Tippo: Ab dem Spieler deiner Wahl legt jeder die oberste Karte des Nachziehstapels in eine Schale, bis die Waage kippt; wer sie kippt, zieht Strafkarten.</translation>
    </message>
    <message>
        <source>Lotso: name a colour; every other player must show a card of it or draw three. If everyone can, you draw three. Then you choose the colour.</source>
        <translation>Lotso: Sag eine Farbe an; jeder Mitspieler muss eine Karte dieser Farbe zeigen oder drei Strafkarten ziehen. Können es alle, ziehst du drei. Dann wählst du die Farbe.</translation>
    </message>
    <message>
        <source>Victory Lap: all hands move one seat on, face down. You look at your new hand and keep it or pass the hands on again, until you keep one or your own returns. Then you choose the colour.</source>
        <translation>Siegerrunde: Alle geben ihre Karten verdeckt einen Platz weiter. Du siehst dir deine neuen Karten an und behältst sie oder lässt erneut weitergeben – bis du behältst oder deine eigenen zurück sind. Dann wählst du die Farbe.</translation>
    </message>
    <message>
        <source>The flash unit picks who plays next, at random, and gives a few seconds to play; too slow means drawing two. SLAP replaces Reverse: everyone hits the buzzer and the last one draws two.</source>
        <translation>Der Flash-Computer bestimmt per Zufall, wer als Nächstes dran ist, und gibt ein paar Sekunden Zeit; wer zu langsam ist, zieht zwei. „Die Hand“ ersetzt den Richtungswechsel: Alle drücken den Buzzer, der Letzte zieht zwei.</translation>
    </message>
    <message>
        <source>Drawing means pressing the card launcher: it fires a random number of cards, often none. Hit 2: the next player presses twice (it cannot be challenged). Wild Hit-Fire: press until cards come out. Wild All Hit: everyone presses once, the player last. Discard All: discard every card of that colour. Trade Hands: swap hands with another player.</source>
        <translation>Ziehen heißt: den Kartenwerfer drücken. Er wirft eine zufällige Zahl Karten aus, oft keine. 2× Drücken: Der nächste Spieler drückt zweimal (das lässt sich nicht anfechten). Joker x?: drücken, bis Karten kommen. Joker Alle Drücken: Alle drücken einmal, wer die Karte gelegt hat, zuletzt. Alle ablegen: alle Karten dieser Farbe ablegen. Tauschen: Karten mit einem Mitspieler tauschen.</translation>
    </message>
    <message>
        <source>Wild Downpour Draw One and Two: you choose the colour and every other player draws one or two cards. Nobody is skipped. A Downpour card may not be played on a pending draw penalty, nor on a Wild Draw Four.</source>
        <translation>Regenguss +1 und +2: Du wählst die Farbe, und alle Mitspieler ziehen jeweils eine bzw. zwei Karten. Niemand setzt aus. Ein Regenguss darf weder auf eine offene Ziehstrafe noch auf einen Zieh-Vier-Joker gelegt werden.</translation>
    </message>
</context>
<context>
    <name>FileChooser</name>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>To the folder that holds this one (Backspace)</source>
        <translation>In den Ordner darüber (Rücktaste)</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Ordner: %1</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Persönlicher Ordner</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Desktop</source>
        <translation>Schreibtisch</translation>
    </message>
    <message>
        <source>Downloads</source>
        <translation>Downloads</translation>
    </message>
    <message>
        <source>Folders and files</source>
        <translation>Ordner und Dateien</translation>
    </message>
    <message>
        <source>Folder %1</source>
        <translation>Ordner %1</translation>
    </message>
    <message>
        <source>No folders and no record files here yet.</source>
        <translation>Hier sind noch keine Ordner und keine Aufnahmen.</translation>
    </message>
    <message>
        <source>Nothing here to open: no folder and no file of this kind.</source>
        <translation>Hier gibt es nichts zu öffnen: keinen Ordner und keine Datei dieser Art.</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Dateiname:</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Dateiname</translation>
    </message>
    <message>
        <source>Files shown</source>
        <translation>Angezeigte Dateien</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <source>%1 is there already. Replace it with this game?</source>
        <translation>%1 gibt es schon. Durch diese Partie ersetzen?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
</context>
<context>
    <name>FileError</name>
    <message>
        <source>the disk is full.</source>
        <translation>Die Festplatte ist voll.</translation>
    </message>
    <message>
        <source>the game&apos;s folder cannot be written to.</source>
        <translation>In den Ordner des Spiels kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>the file could not be written.</source>
        <translation>Die Datei konnte nicht geschrieben werden.</translation>
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
        <translation>Dieser Ordner lässt sich nicht lesen: Es gibt ihn nicht mehr.</translation>
    </message>
    <message>
        <source>This folder cannot be read: you may not open it.</source>
        <translation>Dieser Ordner lässt sich nicht lesen: Du darfst ihn nicht öffnen.</translation>
    </message>
    <message>
        <source>This folder cannot be read: it is a file.</source>
        <translation>Dieser Ordner lässt sich nicht lesen: Es ist eine Datei.</translation>
    </message>
    <message>
        <source>This folder cannot be read.</source>
        <translation>Dieser Ordner lässt sich nicht lesen.</translation>
    </message>
    <message>
        <source>Type a name for the file.</source>
        <translation>Gib der Datei einen Namen.</translation>
    </message>
    <message>
        <source>{name} is a folder: choose another name.</source>
        <translation>{name} ist ein Ordner: Wähle einen anderen Namen.</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist.</source>
        <translation>Den Ordner {folder} gibt es nicht.</translation>
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
        <translation>Oberste Karte: {card}.</translation>
    </message>
    <message>
        <source>Active colour: {color}.</source>
        <translation>Aktive Farbe: {color}.</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s).</source>
        <translation>
            <numerusform>Nachziehstapel: %n Karte.</numerusform>
            <numerusform>Nachziehstapel: %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} must press the launcher %n time(s).</source>
        <translation>
            <numerusform>{name} muss den Kartenwerfer einmal drücken.</numerusform>
            <numerusform>{name} muss den Kartenwerfer %n-mal drücken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You must press the launcher %n time(s).</source>
        <translation>
            <numerusform>Du musst den Kartenwerfer einmal drücken.</numerusform>
            <numerusform>Du musst den Kartenwerfer %n-mal drücken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} faces %n penalty card(s).</source>
        <translation>
            <numerusform>{name} muss %n Strafkarte ziehen.</numerusform>
            <numerusform>{name} muss %n Strafkarten ziehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You face %n penalty card(s).</source>
        <translation>
            <numerusform>Du musst %n Strafkarte ziehen.</numerusform>
            <numerusform>Du musst %n Strafkarten ziehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand is face down.</source>
        <translation>Deine Hand liegt verdeckt.</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s): {cards}.</source>
        <translation>
            <numerusform>Deine Hand, %n Karte: {cards}.</numerusform>
            <numerusform>Deine Hand, %n Karten: {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name}: %n Karte</numerusform>
            <numerusform>{name}: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Warten auf {name} …</translation>
    </message>
    <message>
        <source>Close the room?</source>
        <translation>Raum schließen?</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Den Tisch verlassen?</translation>
    </message>
    <message numerus="yes">
        <source>You: %n card(s)</source>
        <translation>
            <numerusform>Du: %n Karte</numerusform>
            <numerusform>Du: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Playable: {cards}.</source>
        <translation>Spielbar: {cards}.</translation>
    </message>
    <message>
        <source>The rest: {cards}.</source>
        <translation>Dazu: {cards}.</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>Deine Hand ist leer.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand {hand}, target {target} points.</source>
        <translation>Runde {hand}, Ziel {target} Punkte.</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Noch ist nichts passiert.</translation>
    </message>
    <message>
        <source>The game is saved: Continue in the main menu picks it up where you left it.</source>
        <translation>Die Partie ist gespeichert: „Fortsetzen“ im Hauptmenü macht genau hier weiter.</translation>
    </message>
    <message>
        <source>The game ends for everyone now. It is saved: host again and choose “Resume saved game” to play on later.</source>
        <translation>Die Partie endet jetzt für alle. Sie ist gespeichert: Eröffne wieder einen Raum und wähle „Gespeichertes Spiel fortsetzen“, um später weiterzuspielen.</translation>
    </message>
    <message>
        <source>A bot plays your seat meanwhile. Join the room again to take it back.</source>
        <translation>Ein Bot spielt solange für dich. Tritt dem Raum wieder bei, um deinen Platz zurückzubekommen.</translation>
    </message>
    <message>
        <source>This game is not saved: it ends when you leave.</source>
        <translation>Diese Partie wird nicht gespeichert: Sie endet, wenn du gehst.</translation>
    </message>
    <message>
        <source>Close room</source>
        <translation>Raum schließen</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>{name} is away: a bot plays for them until they are back.</source>
        <translation>{name} ist weg – ein Bot spielt, bis {name} zurückkommt.</translation>
    </message>
    <message>
        <source>{name} is back.</source>
        <translation>{name} ist wieder da.</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>Final scores: %1</source>
        <translation>Endstand: %1</translation>
    </message>
    <message>
        <source>Your team wins the game!</source>
        <translation>Dein Team gewinnt die Partie!</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Du gewinnst die Partie!</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 gewinnt die Partie!</translation>
    </message>
    <message>
        <source>One hand decided this game; nobody scores points.</source>
        <translation>Eine Runde hat diese Partie entschieden; niemand bekommt Punkte.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch mal spielen</translation>
    </message>
    <message>
        <source>Watch again</source>
        <translation>Noch mal ansehen</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Hauptmenü</translation>
    </message>
</context>
<context>
    <name>GamesScreen</name>
    <message>
        <source>Replays</source>
        <translation>Aufnahmen</translation>
    </message>
    <message>
        <source>Games you saved and the last 50 games you finished are kept here to watch again, move by move, with the table&apos;s own animations. A record file from another computer opens here too, or dropped on the window.</source>
        <translation>Gespeicherte Partien und deine letzten 50 beendeten Partien werden hier aufbewahrt, um sie Zug für Zug mit den Animationen des Tisches noch einmal anzusehen. Auch eine Aufzeichnung von einem anderen Computer lässt sich hier öffnen oder auf das Fenster ziehen.</translation>
    </message>
    <message>
        <source>The last 50 games you finished are kept here to watch again, move by move, with the table&apos;s own animations. A record file from another computer opens here too, or dropped on the window.</source>
        <translation>Deine letzten 50 beendeten Partien werden hier aufbewahrt, um sie Zug für Zug mit den Animationen des Tisches noch einmal anzusehen. Auch eine Aufnahme von einem anderen Computer lässt sich hier öffnen oder auf das Fenster ziehen.</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Ansehen</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren …</translation>
    </message>
    <message>
        <source>No finished games yet. Every game you finish is kept here to watch again.</source>
        <translation>Noch keine beendeten Partien. Jede Partie, die du beendest, wird hier zum erneuten Ansehen aufbewahrt.</translation>
    </message>
    <message>
        <source>Open a record file…</source>
        <translation>Aufnahme öffnen …</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Open a record file</source>
        <translation>Aufnahme öffnen</translation>
    </message>
    <message>
        <source>UNO Desktop records (*.unorec)</source>
        <translation>UNO-Desktop-Aufnahmen (*.unorec)</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Gespeicherte Partien (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>HandOverPanel</name>
    <message>
        <source>You win the hand!</source>
        <translation>Du gewinnst die Runde!</translation>
    </message>
    <message>
        <source>%1 wins the hand!</source>
        <translation>%1 gewinnt die Runde!</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>What would the hard bot have done?</source>
        <translation>Was hätte der schwere Bot getan?</translation>
    </message>
</context>
<context>
    <name>HandRows</name>
    <message numerus="yes">
        <source>You: %n card(s) left</source>
        <translation>
            <numerusform>Du: %n Karte übrig</numerusform>
            <numerusform>Du: %n Karten übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) left</source>
        <translation>
            <numerusform>%1: %n Karte übrig</numerusform>
            <numerusform>%1: %n Karten übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You: %n card(s) left, worth %1; total %2</source>
        <translation>
            <numerusform>Du: %n Karte übrig, %1 Punkte wert; insgesamt %2</numerusform>
            <numerusform>Du: %n Karten übrig, %1 Punkte wert; insgesamt %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) left, worth %2; total %3</source>
        <translation>
            <numerusform>%1: %n Karte übrig, %2 Punkte wert; insgesamt %3</numerusform>
            <numerusform>%1: %n Karten übrig, %2 Punkte wert; insgesamt %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Karten übrig</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
</context>
<context>
    <name>HelpOverlay</name>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Keys of the replay</source>
        <translation>Tasten beim Abspielen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>HostError</name>
    <message>
        <source>a PIN has at most {max} characters.</source>
        <translation>Eine PIN hat höchstens {max} Zeichen.</translation>
    </message>
    <message>
        <source>another program uses the network port.</source>
        <translation>Ein anderes Programm belegt den Netzwerk-Port.</translation>
    </message>
    <message>
        <source>this computer does not let the game open a network port.</source>
        <translation>Dieser Computer erlaubt dem Spiel nicht, einen Netzwerk-Port zu öffnen.</translation>
    </message>
    <message>
        <source>no network port can be opened on this computer.</source>
        <translation>Auf diesem Computer lässt sich kein Netzwerk-Port öffnen.</translation>
    </message>
</context>
<context>
    <name>Illegal</name>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Diese Karte hast du nicht.</translation>
    </message>
    <message>
        <source>That card does not match the colour, number or symbol.</source>
        <translation>Diese Karte passt nicht in Farbe, Zahl oder Symbol.</translation>
    </message>
    <message>
        <source>You may only play a Wild Draw Four when you hold no card of the active colour.</source>
        <translation>Einen Zieh-Vier-Joker darfst du nur legen, wenn du keine Karte der aktiven Farbe hast.</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>Diesen Platz gibt es nicht.</translation>
    </message>
    <message>
        <source>There is no such colour.</source>
        <translation>Diese Farbe gibt es nicht.</translation>
    </message>
    <message>
        <source>There is no such number.</source>
        <translation>Diese Zahl gibt es nicht.</translation>
    </message>
    <message>
        <source>The hands can only move one seat to the left or right.</source>
        <translation>Die Karten können nur einen Platz nach links oder rechts weitergegeben werden.</translation>
    </message>
    <message>
        <source>The game does not know that move.</source>
        <translation>Diesen Zug kennt das Spiel nicht.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>Only the host may do that.</source>
        <translation>Das darf nur der Gastgeber.</translation>
    </message>
    <message>
        <source>Nothing is waiting for a time-out.</source>
        <translation>Es läuft keine Zeit ab.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>You cannot catch yourself.</source>
        <translation>Du kannst dich nicht selbst erwischen.</translation>
    </message>
    <message>
        <source>Nobody can be caught right now.</source>
        <translation>Gerade kann niemand erwischt werden.</translation>
    </message>
    <message>
        <source>You do not need to call UNO now.</source>
        <translation>Du musst jetzt nicht UNO rufen.</translation>
    </message>
    <message>
        <source>That move is malformed.</source>
        <translation>Dieser Zug ist fehlerhaft.</translation>
    </message>
    <message>
        <source>Play one card at a time in this game.</source>
        <translation>In dieser Partie wird nur eine Karte auf einmal gelegt.</translation>
    </message>
    <message>
        <source>That is not allowed right now.</source>
        <translation>Das ist gerade nicht erlaubt.</translation>
    </message>
    <message>
        <source>You must play a card; drawing is not allowed while you can play.</source>
        <translation>Du musst eine Karte legen; Ziehen ist nicht erlaubt, solange du legen kannst.</translation>
    </message>
    <message>
        <source>You may only play the card you just drew.</source>
        <translation>Du darfst nur die gerade gezogene Karte legen.</translation>
    </message>
    <message>
        <source>Choose a colour first.</source>
        <translation>Wähle zuerst eine Farbe.</translation>
    </message>
    <message>
        <source>There is nothing to challenge.</source>
        <translation>Hier gibt es nichts anzufechten.</translation>
    </message>
    <message>
        <source>That card cannot be stacked on this penalty.</source>
        <translation>Diese Karte darf nicht auf diese Strafe gestapelt werden.</translation>
    </message>
    <message>
        <source>Stacking is off: take the cards.</source>
        <translation>Stapeln gilt hier nicht: Zieh die Karten.</translation>
    </message>
    <message>
        <source>Take the penalty cards first.</source>
        <translation>Zieh zuerst die Strafkarten.</translation>
    </message>
    <message>
        <source>You cannot swap with that seat.</source>
        <translation>Mit diesem Platz kannst du nicht tauschen.</translation>
    </message>
    <message>
        <source>Choose whom to swap hands with.</source>
        <translation>Wähle, mit wem du die Karten tauschst.</translation>
    </message>
    <message>
        <source>The game moved on; try again.</source>
        <translation>Das Spiel ist schon weiter; versuch es noch einmal.</translation>
    </message>
    <message>
        <source>There is no such reaction.</source>
        <translation>Diese Reaktion gibt es nicht.</translation>
    </message>
    <message>
        <source>There is no such pan.</source>
        <translation>Diese Waagschale gibt es nicht.</translation>
    </message>
    <message>
        <source>That pan is blocked by a stop card.</source>
        <translation>Diese Waagschale ist durch eine STOPP-Karte gesperrt.</translation>
    </message>
    <message>
        <source>Choose a pan for your card.</source>
        <translation>Wähle eine Waagschale für deine Karte.</translation>
    </message>
    <message>
        <source>In the race you must play the next number.</source>
        <translation>Im Rennen musst du die nächste Zahl legen.</translation>
    </message>
    <message>
        <source>Only the identical twin card stops the wheel.</source>
        <translation>Nur die identische Zwillingskarte hält das Rad auf.</translation>
    </message>
    <message>
        <source>Spin the wheel first.</source>
        <translation>Dreh zuerst das Rad.</translation>
    </message>
    <message>
        <source>Choose a card to discard.</source>
        <translation>Wähle eine Karte zum Ablegen.</translation>
    </message>
    <message>
        <source>Choose an opponent for the penalty kick.</source>
        <translation>Wähle einen Gegner für den Elfmeter.</translation>
    </message>
    <message>
        <source>That move is not allowed ({code}).</source>
        <translation>Dieser Zug ist nicht erlaubt ({code}).</translation>
    </message>
</context>
<context>
    <name>LanController</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Free seat</source>
        <translation>Freier Platz</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Bot plays until they are back</source>
        <translation>Ein Bot spielt bis zur Rückkehr</translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation>Getrennt</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>Nicht bereit</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>Games on the network cannot be listed here; join by address instead.</source>
        <translation>Spiele im Netzwerk können hier nicht aufgelistet werden; tritt stattdessen über die Adresse bei.</translation>
    </message>
    <message>
        <source>That room is gone from the network.</source>
        <translation>Dieser Raum ist nicht mehr im Netzwerk.</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Zuschauer</translation>
    </message>
    <message>
        <source>Rejoining %1…</source>
        <translation>Zurück an den Tisch in %1 …</translation>
    </message>
    <message>
        <source>UNO table</source>
        <translation>UNO-Tisch</translation>
    </message>
    <message>
        <source>This game cannot be hosted: %1</source>
        <translation>Dieses Spiel kann nicht eröffnet werden: %1</translation>
    </message>
    <message>
        <source>A PIN needs at least %1 characters (or none at all).</source>
        <translation>Eine PIN braucht mindestens %1 Zeichen (oder gar keine).</translation>
    </message>
    <message>
        <source>The saved LAN game cannot be resumed.</source>
        <translation>Das gespeicherte LAN-Spiel kann nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>Could not keep the game to watch again: %1</source>
        <translation>Die Partie konnte nicht zum erneuten Ansehen aufbewahrt werden: %1</translation>
    </message>
    <message>
        <source>Enter the host&apos;s address and port.</source>
        <translation>Gib Adresse und Port des Gastgebers ein.</translation>
    </message>
    <message>
        <source>Connection lost, reconnecting…</source>
        <translation>Verbindung verloren, verbinde neu …</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde …</translation>
    </message>
    <message>
        <source>The host can resume this game later; join it again then.</source>
        <translation>Der Gastgeber kann dieses Spiel später fortsetzen; tritt dann wieder bei.</translation>
    </message>
</context>
<context>
    <name>LanHome</name>
    <message>
        <source>Play on LAN</source>
        <translation>Im LAN spielen</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>Neu verbinden</translation>
    </message>
</context>
<context>
    <name>LanHostForm</name>
    <message>
        <source>Room name</source>
        <translation>Raumname</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Tisch von %1</translation>
    </message>
    <message>
        <source>PIN (optional)</source>
        <translation>PIN (optional)</translation>
    </message>
    <message>
        <source>Anyone may join</source>
        <translation>Jeder darf beitreten</translation>
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
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
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
        <translation>Spieler dürfen um Tipps bitten</translation>
    </message>
    <message>
        <source>A PIN has %1 to %2 characters; without one, anyone on the network may join.</source>
        <translation>Eine PIN hat %1 bis %2 Zeichen; ohne PIN kann jeder im Netzwerk beitreten.</translation>
    </message>
    <message>
        <source>Free seats are filled with bots when you deal.</source>
        <translation>Freie Plätze werden beim Geben mit Bots besetzt.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Resume saved game</source>
        <translation>Gespeichertes Spiel fortsetzen</translation>
    </message>
    <message>
        <source>Open room</source>
        <translation>Raum öffnen</translation>
    </message>
</context>
<context>
    <name>LanJoin</name>
    <message>
        <source>Games on this network</source>
        <translation>Spiele in diesem Netzwerk</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Your seat is waiting for you</source>
        <translation>Dein Platz wartet auf dich</translation>
    </message>
    <message>
        <source>open to watch</source>
        <translation>Zuschauen möglich</translation>
    </message>
    <message>
        <source>%1 of %2 seats free</source>
        <translation>%1 von %2 Plätzen frei</translation>
    </message>
    <message>
        <source>PIN required</source>
        <translation>PIN erforderlich</translation>
    </message>
    <message>
        <source>other version</source>
        <translation>andere Version</translation>
    </message>
    <message>
        <source>Looking for games… Ask the host for the address if none appears.</source>
        <translation>Suche Spiele … Frag den Gastgeber nach der Adresse, falls keines erscheint.</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Zuschauen</translation>
    </message>
    <message>
        <source>Join by address</source>
        <translation>Über Adresse beitreten</translation>
    </message>
    <message>
        <source>Address, e.g. 192.168.1.20</source>
        <translation>Adresse, z. B. 192.168.1.20</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>Adresse des Gastgebers</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>PIN, if the room has one</source>
        <translation>PIN, falls der Raum eine hat</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>LanLobby</name>
    <message>
        <source>Others join at %1</source>
        <translation>Andere treten über %1 bei</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong PIN attempt(s)</source>
        <translation>
            <numerusform>%n falscher PIN-Versuch</numerusform>
            <numerusform>%n falsche PIN-Versuche</numerusform>
        </translation>
    </message>
    <message>
        <source>You are watching this game.</source>
        <translation>Du schaust diesem Spiel zu.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Seat %1: %2, %3</source>
        <translation>Platz %1: %2, %3</translation>
    </message>
    <message>
        <source>Add bot</source>
        <translation>Bot hinzufügen</translation>
    </message>
    <message>
        <source>Remove bot</source>
        <translation>Bot entfernen</translation>
    </message>
    <message>
        <source>Remove bot %2 from seat %1</source>
        <translation>Bot %2 von Platz %1 entfernen</translation>
    </message>
    <message>
        <source>Add a bot to seat %1</source>
        <translation>Bot auf Platz %1 setzen</translation>
    </message>
    <message>
        <source>Close room</source>
        <translation>Raum schließen</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>Nicht bereit</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Geben</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Chat messages</source>
        <translation>Chat-Nachrichten</translation>
    </message>
    <message>
        <source>Say something</source>
        <translation>Schreib etwas</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Chat-Nachricht</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Close the room?</source>
        <translation>Raum schließen?</translation>
    </message>
    <message>
        <source>Leave the room?</source>
        <translation>Den Raum verlassen?</translation>
    </message>
    <message>
        <source>Everyone who joined goes back to the start.</source>
        <translation>Alle, die beigetreten sind, landen wieder am Anfang.</translation>
    </message>
    <message>
        <source>You can join again while the room is open.</source>
        <translation>Solange der Raum offen ist, kannst du wieder beitreten.</translation>
    </message>
</context>
<context>
    <name>LanStart</name>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Spiel eröffnen</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Einem Spiel beitreten</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
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
            <numerusform>Du musst einmal drücken</numerusform>
            <numerusform>Du musst %n-mal drücken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 must press %n time(s)</source>
        <translation>
            <numerusform>%1 muss einmal drücken</numerusform>
            <numerusform>%1 muss %n-mal drücken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) for you!</source>
        <translation>
            <numerusform>%n Karte für dich!</numerusform>
            <numerusform>%n Karten für dich!</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing for you!</source>
        <translation>Nichts für dich!</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)!</source>
        <translation>
            <numerusform>%1: %n Karte!</numerusform>
            <numerusform>%1: %n Karten!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: nothing!</source>
        <translation>%1: nichts!</translation>
    </message>
    <message>
        <source>PRESS ×%1</source>
        <translation>DRÜCK ×%1</translation>
    </message>
    <message>
        <source>PRESS</source>
        <translation>DRÜCK</translation>
    </message>
    <message>
        <source>Press the launcher</source>
        <translation>Kartenwerfer drücken</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the launcher</source>
        <translation>
            <numerusform>%n Karte im Kartenwerfer</numerusform>
            <numerusform>%n Karten im Kartenwerfer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Easy bot</source>
        <translation>Bot (leicht)</translation>
    </message>
    <message>
        <source>Normal bot</source>
        <translation>Bot (normal)</translation>
    </message>
    <message>
        <source>Hard bot</source>
        <translation>Bot (schwer)</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>Hand {number} — {dealer} deals.</source>
        <translation>Runde {number} – {dealer} gibt.</translation>
    </message>
    <message>
        <source>Hand {number} — you deal.</source>
        <translation>Runde {number} – du gibst.</translation>
    </message>
    <message>
        <source>The first card is {card}.</source>
        <translation>Startkarte: {card}.</translation>
    </message>
    <message>
        <source>{card} goes back into the pile.</source>
        <translation>Zurück in den Stapel: {card}.</translation>
    </message>
    <message>
        <source>{seat} plays {card}.</source>
        <translation>{seat} legt {card:acc}.</translation>
    </message>
    <message>
        <source>You play {card}.</source>
        <translation>Du legst {card:acc}.</translation>
    </message>
    <message>
        <source>{seat} plays {count} × {card}.</source>
        <translation>{seat} legt {count} × {card}.</translation>
    </message>
    <message>
        <source>You play {count} × {card}.</source>
        <translation>Du legst {count} × {card}.</translation>
    </message>
    <message>
        <source>{seat} jumps in with {card}!</source>
        <translation>{seat} wirft {card:acc} dazwischen!</translation>
    </message>
    <message>
        <source>You jump in with {card}!</source>
        <translation>Du wirfst {card:acc} dazwischen!</translation>
    </message>
    <message numerus="yes">
        <source>{seat} draws %n card(s).</source>
        <translation>
            <numerusform>{seat} zieht %n Karte.</numerusform>
            <numerusform>{seat} zieht %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw %n card(s).</source>
        <translation>
            <numerusform>Du ziehst %n Karte.</numerusform>
            <numerusform>Du ziehst %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} takes %n penalty card(s).</source>
        <translation>
            <numerusform>{seat} zieht %n Strafkarte.</numerusform>
            <numerusform>{seat} zieht %n Strafkarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You take %n penalty card(s).</source>
        <translation>
            <numerusform>Du ziehst %n Strafkarte.</numerusform>
            <numerusform>Du ziehst %n Strafkarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} draws %n card(s) ({card}).</source>
        <translation>
            <numerusform>{seat} zieht %n Karte ({card}).</numerusform>
            <numerusform>{seat} zieht %n Karten ({card}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw %n card(s) ({card}).</source>
        <translation>
            <numerusform>Du ziehst %n Karte ({card}).</numerusform>
            <numerusform>Du ziehst %n Karten ({card}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} draws %n card(s) for the draw cards played.</source>
        <translation>
            <numerusform>{seat} zieht %n Karte für die gelegten Ziehkarten.</numerusform>
            <numerusform>{seat} zieht %n Karten für die gelegten Ziehkarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw %n card(s) for the draw cards played.</source>
        <translation>
            <numerusform>Du ziehst %n Karte für die gelegten Ziehkarten.</numerusform>
            <numerusform>Du ziehst %n Karten für die gelegten Ziehkarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} draws %n card(s) for a missed UNO.</source>
        <translation>
            <numerusform>{seat} zieht %n Strafkarte für ein vergessenes UNO.</numerusform>
            <numerusform>{seat} zieht %n Strafkarten für ein vergessenes UNO.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw %n card(s) for a missed UNO.</source>
        <translation>
            <numerusform>Du ziehst %n Strafkarte für ein vergessenes UNO.</numerusform>
            <numerusform>Du ziehst %n Strafkarten für ein vergessenes UNO.</numerusform>
        </translation>
    </message>
    <message>
        <source>The discards are shuffled into a new pile.</source>
        <translation>Der Ablagestapel wird zum neuen Nachziehstapel gemischt.</translation>
    </message>
    <message>
        <source>{seat} chooses {color}.</source>
        <translation>{seat} wählt {color}.</translation>
    </message>
    <message>
        <source>You choose {color}.</source>
        <translation>Du wählst {color}.</translation>
    </message>
    <message>
        <source>{seat} is skipped.</source>
        <translation>{seat} muss aussetzen.</translation>
    </message>
    <message>
        <source>You are skipped.</source>
        <translation>Du musst aussetzen.</translation>
    </message>
    <message>
        <source>Direction reversed.</source>
        <translation>Richtungswechsel.</translation>
    </message>
    <message>
        <source>{seat} faces +{total}.</source>
        <translation>+{total} für {seat}.</translation>
    </message>
    <message>
        <source>You face +{total}.</source>
        <translation>+{total} für dich.</translation>
    </message>
    <message>
        <source>{challenger} challenges {player}: bluff caught!</source>
        <translation>{challenger} ficht an: {player} hat geblufft!</translation>
    </message>
    <message>
        <source>You challenge {player}: bluff caught!</source>
        <translation>Du fichst an: {player} hat geblufft!</translation>
    </message>
    <message>
        <source>{challenger} challenges you: bluff caught!</source>
        <translation>{challenger} ficht an: Du hast geblufft!</translation>
    </message>
    <message>
        <source>{challenger} challenges {player}: the Wild Draw Four was legal.</source>
        <translation>{challenger} ficht an: Der Zieh-Vier-Joker von {player} war erlaubt.</translation>
    </message>
    <message>
        <source>You challenge {player}: the Wild Draw Four was legal.</source>
        <translation>Du fichst an: Der Zieh-Vier-Joker von {player} war erlaubt.</translation>
    </message>
    <message>
        <source>{challenger} challenges you: your Wild Draw Four was legal.</source>
        <translation>{challenger} ficht an: Dein Zieh-Vier-Joker war erlaubt.</translation>
    </message>
    <message>
        <source>{seat}: UNO!</source>
        <translation>{seat}: UNO!</translation>
    </message>
    <message>
        <source>You call UNO!</source>
        <translation>Du rufst UNO!</translation>
    </message>
    <message>
        <source>{seat} calls UNO with two cards in hand.</source>
        <translation>{seat} ruft UNO mit zwei Karten auf der Hand.</translation>
    </message>
    <message>
        <source>You call UNO with two cards in hand.</source>
        <translation>Du rufst UNO mit zwei Karten auf der Hand.</translation>
    </message>
    <message>
        <source>{catcher} catches {target} without UNO!</source>
        <translation>{catcher} erwischt {target} ohne UNO!</translation>
    </message>
    <message>
        <source>You catch {target} without UNO!</source>
        <translation>Du erwischst {target} ohne UNO!</translation>
    </message>
    <message>
        <source>{catcher} catches you without UNO!</source>
        <translation>{catcher} erwischt dich ohne UNO!</translation>
    </message>
    <message>
        <source>{seat} forgot to call UNO.</source>
        <translation>{seat} hat vergessen, UNO zu rufen.</translation>
    </message>
    <message>
        <source>You forgot to call UNO.</source>
        <translation>Du hast vergessen, UNO zu rufen.</translation>
    </message>
    <message>
        <source>{a} and {b} swap hands.</source>
        <translation>{a} und {b} tauschen ihre Karten.</translation>
    </message>
    <message>
        <source>You swap hands with {b}.</source>
        <translation>Du tauschst die Karten mit {b}.</translation>
    </message>
    <message>
        <source>{a} swaps hands with you.</source>
        <translation>{a} tauscht die Karten mit dir.</translation>
    </message>
    <message>
        <source>All hands move one seat.</source>
        <translation>Alle geben ihre Karten einen Platz weiter.</translation>
    </message>
    <message>
        <source>{seat} ran out of time.</source>
        <translation>{seat} war zu langsam.</translation>
    </message>
    <message>
        <source>You ran out of time.</source>
        <translation>Du warst zu langsam.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins the hand and scores %n point(s).</source>
        <translation>
            <numerusform>{seat} gewinnt die Runde und bekommt %n Punkt.</numerusform>
            <numerusform>{seat} gewinnt die Runde und bekommt %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win the hand and score %n point(s).</source>
        <translation>
            <numerusform>Du gewinnst die Runde und bekommst %n Punkt.</numerusform>
            <numerusform>Du gewinnst die Runde und bekommst %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} wins the hand.</source>
        <translation>{seat} gewinnt die Runde.</translation>
    </message>
    <message>
        <source>You win the hand.</source>
        <translation>Du gewinnst die Runde.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Du gewinnst die Partie!</translation>
    </message>
    <message>
        <source>{team} wins the game!</source>
        <translation>{team} gewinnt die Partie!</translation>
    </message>
    <message>
        <source>Your team wins the game!</source>
        <translation>Dein Team gewinnt die Partie!</translation>
    </message>
    <message numerus="yes">
        <source>{seat} shows %n card(s).</source>
        <translation>
            <numerusform>{seat} zeigt %n Karte.</numerusform>
            <numerusform>{seat} zeigt %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} discards %n card(s).</source>
        <translation>
            <numerusform>{seat} legt %n Karte ab.</numerusform>
            <numerusform>{seat} legt %n Karten ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You discard %n card(s).</source>
        <translation>
            <numerusform>Du legst %n Karte ab.</numerusform>
            <numerusform>Du legst %n Karten ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The launcher fires %n card(s) at {seat}!</source>
        <translation>
            <numerusform>Der Kartenwerfer wirft %n Karte auf {seat}!</numerusform>
            <numerusform>Der Kartenwerfer wirft %n Karten auf {seat}!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The launcher fires %n card(s) at you!</source>
        <translation>
            <numerusform>Der Kartenwerfer wirft %n Karte auf dich!</numerusform>
            <numerusform>Der Kartenwerfer wirft %n Karten auf dich!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} must press the launcher %n time(s).</source>
        <translation>
            <numerusform>{seat} muss den Kartenwerfer einmal drücken.</numerusform>
            <numerusform>{seat} muss den Kartenwerfer %n-mal drücken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You must press the launcher %n time(s).</source>
        <translation>
            <numerusform>Du musst den Kartenwerfer einmal drücken.</numerusform>
            <numerusform>Du musst den Kartenwerfer %n-mal drücken.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} wins the game!</source>
        <translation>{seat} gewinnt die Partie!</translation>
    </message>
    <message numerus="yes">
        <source>You show %n card(s).</source>
        <translation>
            <numerusform>Du zeigst %n Karte.</numerusform>
            <numerusform>Du zeigst %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Event: {code}.</source>
        <translation>Ereignis: {code}.</translation>
    </message>
</context>
<context>
    <name>LotsoNamer</name>
    <message>
        <source>Lotso: name a colour</source>
        <translation>Lotso: Sag eine Farbe an</translation>
    </message>
</context>
<context>
    <name>LotsoScene</name>
    <message>
        <source>Lotso wants %1!</source>
        <translation>Lotso will %1!</translation>
    </message>
    <message>
        <source>Show a card of it or draw 3</source>
        <translation>Zeig eine Karte davon oder zieh 3</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
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
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Shift+Tab: the tutorial.</source>
        <translation>Umschalt+Tab: die Einführung.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Rejoin %1</source>
        <translation>Zurück zu %1</translation>
    </message>
    <message>
        <source>Back to your seat</source>
        <translation>Zurück an deinen Platz</translation>
    </message>
    <message>
        <source>Play on LAN</source>
        <translation>Im LAN spielen</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <source>Replays</source>
        <translation>Aufnahmen</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Einführung</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Quit UNO Desktop?</source>
        <translation>UNO Desktop beenden?</translation>
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
        <translation>Neues Spiel</translation>
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
        <translation>{seat} wurde ohne UNO erwischt!</translation>
    </message>
    <message>
        <source>You are caught without UNO!</source>
        <translation>Du wurdest ohne UNO erwischt!</translation>
    </message>
    <message numerus="yes">
        <source>{seat} draws %n card(s)</source>
        <translation>
            <numerusform>{seat} zieht %n Karte</numerusform>
            <numerusform>{seat} zieht %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw %n card(s)</source>
        <translation>
            <numerusform>Du ziehst %n Karte</numerusform>
            <numerusform>Du ziehst %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Bluff! {challenger} caught {player}</source>
        <translation>Geblufft! {challenger} hat {player} erwischt</translation>
    </message>
    <message>
        <source>Bluff! You caught {player}</source>
        <translation>Geblufft! Du hast {player} erwischt</translation>
    </message>
    <message>
        <source>Bluff! {challenger} caught you</source>
        <translation>Geblufft! {challenger} hat dich erwischt</translation>
    </message>
    <message>
        <source>Legal! {player}&apos;s Wild Draw Four stands</source>
        <translation>Regelgerecht! Der Zieh-Vier-Joker von {player} gilt</translation>
    </message>
    <message>
        <source>Legal! Your Wild Draw Four stands</source>
        <translation>Regelgerecht! Dein Zieh-Vier-Joker gilt</translation>
    </message>
    <message>
        <source>UNO! {seat} has one card left</source>
        <translation>UNO! {seat} hat nur noch eine Karte</translation>
    </message>
    <message>
        <source>UNO! You have one card left</source>
        <translation>UNO! Du hast nur noch eine Karte</translation>
    </message>
    <message>
        <source>{seat} calls UNO</source>
        <translation>{seat} ruft UNO</translation>
    </message>
    <message>
        <source>You call UNO</source>
        <translation>Du rufst UNO</translation>
    </message>
    <message>
        <source>You are skipped!</source>
        <translation>Du musst aussetzen!</translation>
    </message>
    <message>
        <source>{seat} wins the hand!</source>
        <translation>{seat} gewinnt die Runde!</translation>
    </message>
    <message>
        <source>You win the hand!</source>
        <translation>Du gewinnst die Runde!</translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s)</source>
        <translation>
            <numerusform>+%n Punkt</numerusform>
            <numerusform>+%n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>Nobody answers at that address.</source>
        <translation>Unter dieser Adresse antwortet niemand.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>Die Verbindung zum Gastgeber ist abgebrochen.</translation>
    </message>
    <message>
        <source>The room could not be reached: is it still open, and on this network?</source>
        <translation>Der Raum ist nicht erreichbar: Ist er noch offen und in diesem Netzwerk?</translation>
    </message>
    <message>
        <source>That host could not be found.</source>
        <translation>Dieser Gastgeber wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>The host did not answer in time.</source>
        <translation>Der Gastgeber hat nicht rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <source>The host did not hear from you in time.</source>
        <translation>Der Gastgeber hat nicht rechtzeitig von dir gehört.</translation>
    </message>
    <message>
        <source>A message was too large and was refused.</source>
        <translation>Eine Nachricht war zu groß und wurde abgelehnt.</translation>
    </message>
    <message>
        <source>Too many messages: slow down.</source>
        <translation>Zu viele Nachrichten: bitte langsamer.</translation>
    </message>
    <message>
        <source>Too many errors: the host closed the connection.</source>
        <translation>Zu viele Fehler: Der Gastgeber hat die Verbindung getrennt.</translation>
    </message>
    <message>
        <source>The host expected a greeting first.</source>
        <translation>Der Gastgeber hat zuerst eine Anmeldung erwartet.</translation>
    </message>
    <message>
        <source>You have already joined this game.</source>
        <translation>Du bist diesem Spiel schon beigetreten.</translation>
    </message>
    <message>
        <source>The host runs another version of UNO Desktop.</source>
        <translation>Der Gastgeber verwendet eine andere Version von UNO Desktop.</translation>
    </message>
    <message>
        <source>Wrong PIN.</source>
        <translation>Falsche PIN.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: wait a while, then try again.</source>
        <translation>Zu viele falsche PINs: warte eine Weile und versuche es dann noch einmal.</translation>
    </message>
    <message>
        <source>This game needs a PIN: enter it to join.</source>
        <translation>Dieses Spiel braucht eine PIN: Gib sie ein, um beizutreten.</translation>
    </message>
    <message>
        <source>This game needs no PIN.</source>
        <translation>Dieses Spiel braucht keine PIN.</translation>
    </message>
    <message>
        <source>The host no longer knows this computer: enter the PIN again.</source>
        <translation>Der Gastgeber kennt diesen Computer nicht mehr: Gib die PIN noch einmal ein.</translation>
    </message>
    <message>
        <source>Another computer answers at this address, not the host of your game. Nothing was sent to it.</source>
        <translation>Unter dieser Adresse antwortet ein anderer Computer, nicht der Gastgeber deines Spiels. Ihm wurde nichts geschickt.</translation>
    </message>
    <message>
        <source>The host is busy: trying again.</source>
        <translation>Der Gastgeber ist beschäftigt: neuer Versuch.</translation>
    </message>
    <message>
        <source>The connection to the host could not be secured.</source>
        <translation>Die Verbindung zum Gastgeber ließ sich nicht absichern.</translation>
    </message>
    <message>
        <source>The connection to the host was tampered with or broke.</source>
        <translation>Die Verbindung zum Gastgeber wurde manipuliert oder ist abgebrochen.</translation>
    </message>
    <message>
        <source>The game is full.</source>
        <translation>Das Spiel ist voll.</translation>
    </message>
    <message>
        <source>That name has nothing visible in it: choose another one.</source>
        <translation>Dieser Name enthält nichts Sichtbares: Wähle einen anderen.</translation>
    </message>
    <message>
        <source>The connection stalled in the middle of a message.</source>
        <translation>Die Verbindung ist mitten in einer Nachricht stehen geblieben.</translation>
    </message>
    <message>
        <source>The connection stopped answering.</source>
        <translation>Die Verbindung antwortet nicht mehr.</translation>
    </message>
    <message>
        <source>You joined this game from somewhere else.</source>
        <translation>Du bist diesem Spiel von anderswo beigetreten.</translation>
    </message>
    <message>
        <source>The host does not know that reaction.</source>
        <translation>Diese Reaktion kennt der Gastgeber nicht.</translation>
    </message>
    <message>
        <source>Spectators cannot play.</source>
        <translation>Zuschauer können nicht mitspielen.</translation>
    </message>
    <message>
        <source>That is not your seat.</source>
        <translation>Das ist nicht dein Platz.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>Das Spiel hat noch nicht begonnen.</translation>
    </message>
    <message>
        <source>The game moved on; try again.</source>
        <translation>Das Spiel ist schon weiter; versuch es noch einmal.</translation>
    </message>
    <message>
        <source>The host received an invalid message.</source>
        <translation>Der Gastgeber hat eine ungültige Nachricht erhalten.</translation>
    </message>
    <message>
        <source>The host received an unknown message.</source>
        <translation>Der Gastgeber hat eine unbekannte Nachricht erhalten.</translation>
    </message>
    <message>
        <source>The host received a damaged message.</source>
        <translation>Der Gastgeber hat eine beschädigte Nachricht erhalten.</translation>
    </message>
    <message>
        <source>The host received a move it does not know.</source>
        <translation>Der Gastgeber hat einen unbekannten Zug erhalten.</translation>
    </message>
    <message>
        <source>A game event from the host could not be read.</source>
        <translation>Ein Spielereignis vom Gastgeber war nicht lesbar.</translation>
    </message>
    <message>
        <source>The host sent a message that cannot be read or cannot be true: it was ignored.</source>
        <translation>Der Gastgeber hat eine Nachricht gesendet, die nicht lesbar ist oder nicht stimmen kann: Sie wurde ignoriert.</translation>
    </message>
    <message>
        <source>The host could not handle a message.</source>
        <translation>Der Gastgeber konnte eine Nachricht nicht verarbeiten.</translation>
    </message>
    <message>
        <source>The host has closed the game.</source>
        <translation>Der Gastgeber hat das Spiel beendet.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
</context>
<context>
    <name>NewGameScreen</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Edition</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Player %1 is</source>
        <translation>Spieler %1 ist</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
</context>
<context>
    <name>OffsideScene</name>
    <message>
        <source>Twin card!
No spin.</source>
        <translation>Zwillingskarte!
Kein Drehen.</translation>
    </message>
    <message>
        <source>Offside!
Nobody draws.</source>
        <translation>Abseits!
Niemand zieht.</translation>
    </message>
</context>
<context>
    <name>Option</name>
    <message>
        <source>Cards per hand</source>
        <translation>Karten pro Spieler</translation>
    </message>
    <message>
        <source>Points for a Wild</source>
        <translation>Punkte für einen Joker</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Zielpunktzahl</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Most cards drawn until playable</source>
        <translation>Höchstens so viele Karten nachziehen</translation>
    </message>
    <message>
        <source>May draw while holding a playable card</source>
        <translation>Ziehen trotz passender Karte erlaubt</translation>
    </message>
    <message>
        <source>Wild as first card</source>
        <translation>Joker als Startkarte</translation>
    </message>
    <message>
        <source>Reverse as first card: who starts</source>
        <translation>Richtungswechsel als Startkarte: Wer beginnt</translation>
    </message>
    <message>
        <source>Wild Draw Four as first card</source>
        <translation>Zieh-Vier-Joker als Startkarte</translation>
    </message>
    <message>
        <source>Stacking draw cards</source>
        <translation>Ziehkarten stapeln</translation>
    </message>
    <message>
        <source>Wild Draw Four</source>
        <translation>Zieh-Vier-Joker</translation>
    </message>
    <message>
        <source>Wild Draw Four is legal when</source>
        <translation>Zieh-Vier-Joker ist erlaubt, wenn</translation>
    </message>
    <message>
        <source>Extra cards for a failed challenge</source>
        <translation>Extrakarten bei falscher Anfechtung</translation>
    </message>
    <message>
        <source>Play identical cards together</source>
        <translation>Gleiche Karten zusammen legen</translation>
    </message>
    <message>
        <source>Jump-in</source>
        <translation>Dazwischenwerfen</translation>
    </message>
    <message>
        <source>Jump-in with black cards</source>
        <translation>Dazwischenwerfen mit schwarzen Karten</translation>
    </message>
    <message>
        <source>Jump-in on your own card</source>
        <translation>Dazwischenwerfen auf die eigene Karte</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>Zero</source>
        <translation>Null</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Score multipliers</source>
        <translation>Punkte vervielfachen</translation>
    </message>
    <message>
        <source>Going out with two Wilds</source>
        <translation>Ausgehen mit zwei Jokern</translation>
    </message>
    <message>
        <source>A held zero doubles</source>
        <translation>Eine 0 auf der Hand verdoppelt</translation>
    </message>
    <message>
        <source>Penalty for a missed UNO</source>
        <translation>Strafe für vergessenes UNO</translation>
    </message>
    <message>
        <source>A missed UNO costs</source>
        <translation>Vergessenes UNO kostet</translation>
    </message>
    <message>
        <source>Going out needs an UNO call</source>
        <translation>Ausgehen nur nach UNO-Ruf</translation>
    </message>
    <message>
        <source>A drawn penalty ends the UNO catch</source>
        <translation>Erwischen ohne UNO endet, wenn der Nächste Strafkarten zieht</translation>
    </message>
    <message>
        <source>An UNO penalty ends jump-in</source>
        <translation>UNO-Strafe beendet Dazwischenwerfen</translation>
    </message>
    <message>
        <source>Time to catch a missed UNO (ms)</source>
        <translation>Zeit zum Erwischen ohne UNO (ms)</translation>
    </message>
    <message>
        <source>Penalty kick opponent</source>
        <translation>Gegner beim Elfmeter</translation>
    </message>
    <message>
        <source>Twin card against a spin</source>
        <translation>Zwillingskarte gegen Drehen</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Rad</translation>
    </message>
    <message>
        <source>Cards for tipping the scale (Tilt)</source>
        <translation>Karten fürs Kippen der Waage (Tippo)</translation>
    </message>
    <message>
        <source>Cards for tipping the scale (normal play)</source>
        <translation>Karten fürs Kippen der Waage (normal)</translation>
    </message>
    <message>
        <source>Tilt cards go into</source>
        <translation>Tippo-Karten kommen in</translation>
    </message>
    <message>
        <source>Difference the scale always holds</source>
        <translation>Unterschied, den die Waage hält</translation>
    </message>
    <message>
        <source>Tipping chance per extra card (%)</source>
        <translation>Kippchance je Extrakarte (%)</translation>
    </message>
    <message>
        <source>Stop cards</source>
        <translation>STOPP-Karten</translation>
    </message>
    <message>
        <source>The flash unit picks</source>
        <translation>Der Flash-Computer wählt</translation>
    </message>
    <message>
        <source>Time per turn</source>
        <translation>Zeit pro Zug</translation>
    </message>
    <message>
        <source>SLAP player presses too</source>
        <translation>„Die Hand“-Spieler drückt mit</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Kartensatz</translation>
    </message>
    <message>
        <source>Launcher fires per press (%)</source>
        <translation>Kartenwerfer: Auswurf je Druck (%)</translation>
    </message>
    <message>
        <source>Hit 2 on Hit 2</source>
        <translation>2× Drücken stapeln</translation>
    </message>
    <message>
        <source>Extra turn after Wild All Hit</source>
        <translation>Extrazug nach Joker Alle Drücken</translation>
    </message>
    <message>
        <source>Wild All Hit: the player presses too</source>
        <translation>Joker Alle Drücken: auch der Spieler</translation>
    </message>
    <message>
        <source>Drawing for a colour stops at black</source>
        <translation>Ziehen bis Farbe endet bei Schwarz</translation>
    </message>
    <message>
        <source>Downpour on a paid Wild Draw Four</source>
        <translation>Regenguss auf bezahlten Zieh-Vier-Joker</translation>
    </message>
    <message>
        <source>Trade Hands</source>
        <translation>Tauschen</translation>
    </message>
</context>
<context>
    <name>OptionError</name>
    <message>
        <source>{source}: there is no option “{key}”.</source>
        <translation>{source}: Die Option „{key}“ gibt es nicht.</translation>
    </message>
    <message>
        <source>{source}: that value is not allowed for “{key}” ({allowed}).</source>
        <translation>{source}: Dieser Wert ist für „{key}“ nicht erlaubt ({allowed}).</translation>
    </message>
    <message>
        <source>{source}: the rules file cannot be read.</source>
        <translation>{source}: Die Regeldatei kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>{source}: the rules file is damaged.</source>
        <translation>{source}: Die Regeldatei ist beschädigt.</translation>
    </message>
    <message>
        <source>{source}: there is no edition “{key}”.</source>
        <translation>{source}: Die Edition „{key}“ gibt es nicht.</translation>
    </message>
    <message>
        <source>There are no house rules called “{key}”.</source>
        <translation>Hausregeln namens „{key}“ gibt es nicht.</translation>
    </message>
    <message>
        <source>These house rules cannot be used.</source>
        <translation>Diese Hausregeln können nicht verwendet werden.</translation>
    </message>
    <message>
        <source>Team play needs an even number of players, at least 4.</source>
        <translation>Teamspiel braucht eine gerade Spielerzahl, mindestens 4.</translation>
    </message>
    <message>
        <source>{seats} hands of {hand_size} cards do not fit in the deck: with {seats} players, at most {most} cards each.</source>
        <translation>{seats} Hände mit je {hand_size} Karten passen nicht in den Stapel: bei {seats} Spielern höchstens {most} Karten pro Hand.</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Die Regeln</translation>
    </message>
    <message>
        <source>on or off</source>
        <translation>an oder aus</translation>
    </message>
    <message>
        <source>a whole number from {low} to {high}</source>
        <translation>eine ganze Zahl von {low} bis {high}</translation>
    </message>
    <message>
        <source>a whole number from {low} to {high}, or unlimited</source>
        <translation>eine ganze Zahl von {low} bis {high} oder unbegrenzt</translation>
    </message>
    <message>
        <source>one of: {values}</source>
        <translation>eines von: {values}</translation>
    </message>
</context>
<context>
    <name>OptionHelp</name>
    <message>
        <source>Each player is dealt this many cards.</source>
        <translation>So viele Karten erhält jeder Spieler.</translation>
    </message>
    <message>
        <source>What a plain Wild left in a hand is worth.</source>
        <translation>So viel zählt ein einfacher Joker auf der Hand.</translation>
    </message>
    <message>
        <source>The game ends when a score reaches this.</source>
        <translation>Die Partie endet, wenn jemand diese Punktzahl erreicht.</translation>
    </message>
    <message>
        <source>Who scores at the end of a hand.</source>
        <translation>Wer am Ende einer Runde Punkte bekommt.</translation>
    </message>
    <message>
        <source>What happens when you draw on your turn.</source>
        <translation>Was passiert, wenn du in deinem Zug ziehst.</translation>
    </message>
    <message>
        <source>With draw-until-playable, stop after this many cards.</source>
        <translation>Obergrenze beim Ziehen bis passend.</translation>
    </message>
    <message>
        <source>You may draw even when you could play.</source>
        <translation>Du darfst ziehen, auch wenn du legen könntest.</translation>
    </message>
    <message>
        <source>What a Wild turned as the first card does.</source>
        <translation>Was ein Joker als Startkarte bewirkt.</translation>
    </message>
    <message>
        <source>Who starts when the first card is a Reverse.</source>
        <translation>Wer beginnt, wenn die Startkarte ein Richtungswechsel ist.</translation>
    </message>
    <message>
        <source>What a Wild Draw Four turned first does.</source>
        <translation>Was ein zuerst aufgedeckter Zieh-Vier-Joker bewirkt.</translation>
    </message>
    <message>
        <source>Answer a draw card with another and pass the total on.</source>
        <translation>Ziehkarte auf Ziehkarte, die Summe wandert weiter.</translation>
    </message>
    <message>
        <source>What makes a Wild Draw Four legal.</source>
        <translation>Wann ein Zieh-Vier-Joker erlaubt ist.</translation>
    </message>
    <message>
        <source>A wrong challenger draws this many on top of four.</source>
        <translation>Wer falsch anficht, zieht so viele Karten zusätzlich zu vier.</translation>
    </message>
    <message>
        <source>Lay several identical cards as one play.</source>
        <translation>Mehrere gleiche Karten in einem Zug legen.</translation>
    </message>
    <message>
        <source>Play an identical card out of turn.</source>
        <translation>Eine gleiche Karte außer der Reihe dazwischenwerfen.</translation>
    </message>
    <message>
        <source>Wilds may jump in on identical Wilds.</source>
        <translation>Joker dürfen auf gleiche Joker dazwischengeworfen werden.</translation>
    </message>
    <message>
        <source>Whoever laid the card may jump in on it too.</source>
        <translation>Wer die Karte gelegt hat, darf auch dazwischenwerfen.</translation>
    </message>
    <message>
        <source>After a 7 you may swap hands with anyone.</source>
        <translation>Nach einer 7 darfst du mit jemandem die Karten tauschen.</translation>
    </message>
    <message>
        <source>After a 0 the hands move or swap.</source>
        <translation>Nach einer 0 wandern oder tauschen die Karten.</translation>
    </message>
    <message>
        <source>Partners sit opposite and share a score.</source>
        <translation>Partner sitzen sich gegenüber und punkten gemeinsam.</translation>
    </message>
    <message>
        <source>Double points for black last cards and held zeros.</source>
        <translation>Doppelt für schwarze letzte Karten und Nullen.</translation>
    </message>
    <message>
        <source>With score multipliers: ×4 or ×8.</source>
        <translation>Mit Punktmultiplikatoren: ×4 oder ×8.</translation>
    </message>
    <message>
        <source>With score multipliers: what a held 0 doubles.</source>
        <translation>Mit Multiplikatoren: was eine 0 verdoppelt.</translation>
    </message>
    <message>
        <source>Cards drawn when caught without calling UNO.</source>
        <translation>Strafkarten, wenn jemand ohne UNO erwischt wird.</translation>
    </message>
    <message>
        <source>Whether someone must catch the player.</source>
        <translation>Ob jemand den Vergesslichen erwischen muss.</translation>
    </message>
    <message>
        <source>Without the call the last card costs a penalty.</source>
        <translation>Ohne Ruf kostet die letzte Karte Strafe.</translation>
    </message>
    <message>
        <source>Once the next player has drawn, too late.</source>
        <translation>Hat der Nächste gezogen, ist es zu spät.</translation>
    </message>
    <message>
        <source>Cards drawn for a missed UNO end jump-in.</source>
        <translation>Strafkarten für ein vergessenes UNO beenden das Dazwischenwerfen.</translation>
    </message>
    <message>
        <source>The next player waits at least this long before moving.</source>
        <translation>So lange wartet der nächste Spieler mindestens, bevor er spielt.</translation>
    </message>
    <message>
        <source>Who takes the penalty kick against the player.</source>
        <translation>Wer gegen den Spieler zum Elfmeter antritt.</translation>
    </message>
    <message>
        <source>Bluff: an illegal Wild Draw Four may be challenged.</source>
        <translation>Bluff: Ein regelwidriger Zieh-Vier-Joker kann angefochten werden.</translation>
    </message>
    <message>
        <source>If the next player lays the Spin card&apos;s twin.</source>
        <translation>Wenn der Nächste den Zwilling der Wirbel-Karte legt.</translation>
    </message>
    <message>
        <source>How often each segment of the wheel comes up.</source>
        <translation>Wie oft jedes Feld des Rads kommt.</translation>
    </message>
    <message>
        <source>Drawn by whoever tips the scale after a Tilt card.</source>
        <translation>So viele zieht, wer nach einer Tippo-Karte die Waage kippt.</translation>
    </message>
    <message>
        <source>Drawn by whoever tips the scale with a normal play.</source>
        <translation>So viele zieht, wer die Waage beim normalen Legen kippt.</translation>
    </message>
    <message>
        <source>Where the cards go after a Tilt card.</source>
        <translation>Wohin die Karten nach einer Tippo-Karte kommen.</translation>
    </message>
    <message>
        <source>Up to this difference between the pans, nothing tips.</source>
        <translation>Bis zu diesem Unterschied zwischen den Schalen kippt nichts.</translation>
    </message>
    <message>
        <source>Each card beyond that makes tipping this much likelier.</source>
        <translation>Jede weitere Karte macht das Kippen so viel wahrscheinlicher.</translation>
    </message>
    <message>
        <source>Number cards that block a pan.</source>
        <translation>Zahlenkarten, die eine Waagschale sperren.</translation>
    </message>
    <message>
        <source>How the unit chooses who plays next.</source>
        <translation>Wie der Computer wählt, wer als Nächstes dran ist.</translation>
    </message>
    <message>
        <source>Too slow: draw two cards.</source>
        <translation>Zu langsam: zwei Karten ziehen.</translation>
    </message>
    <message>
        <source>Whoever plays SLAP must hit the buzzer too.</source>
        <translation>Wer „Die Hand“ legt, muss auch den Buzzer drücken.</translation>
    </message>
    <message>
        <source>Which published card list is used.</source>
        <translation>Welche veröffentlichte Kartenliste verwendet wird.</translation>
    </message>
    <message>
        <source>How likely one press makes the launcher fire.</source>
        <translation>Wie wahrscheinlich ein Druck den Kartenwerfer auslöst.</translation>
    </message>
    <message>
        <source>Answer Hit 2 with Hit 2 and pass the presses on.</source>
        <translation>Auf 2× Drücken ein weiteres 2× Drücken legen und die Drücke weitergeben.</translation>
    </message>
    <message>
        <source>The player of Wild All Hit plays again afterwards.</source>
        <translation>Wer Joker Alle Drücken legt, ist danach noch einmal dran.</translation>
    </message>
    <message>
        <source>Everyone presses in turn, the player last.</source>
        <translation>Alle drücken der Reihe nach, wer die Karte gelegt hat, zuletzt.</translation>
    </message>
    <message>
        <source>Otherwise only the colour itself stops it.</source>
        <translation>Sonst hört es nur bei der Farbe selbst auf.</translation>
    </message>
    <message>
        <source>Otherwise no +1 or +2 goes on a +4.</source>
        <translation>Sonst kommt kein +1 oder +2 auf eine +4.</translation>
    </message>
    <message>
        <source>Whom Trade Hands swaps with.</source>
        <translation>Mit wem bei Tauschen getauscht wird.</translation>
    </message>
</context>
<context>
    <name>OptionRow</name>
    <message>
        <source>Unlimited</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <source>%1: unlimited</source>
        <translation>%1: unbegrenzt</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass the computer to %1</source>
        <translation>Gib den Computer an %1 weiter</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Ich bin %1 – zeig meine Karten</translation>
    </message>
</context>
<context>
    <name>PinPrompt</name>
    <message>
        <source>PIN for %1</source>
        <translation>PIN für %1</translation>
    </message>
    <message>
        <source>The host gave this room a PIN: ask them for it.</source>
        <translation>Dieser Raum hat eine PIN: Frag den Gastgeber danach.</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Zuschauen</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <source>Official rules</source>
        <translation>Offizielle Regeln</translation>
    </message>
    <message>
        <source>Party (house rules)</source>
        <translation>Party (Hausregeln)</translation>
    </message>
    <message>
        <source>House rules: doubles, jump-in, 0 swaps</source>
        <translation>Hausregeln: Doppelte legen, Dazwischenwerfen, Tausch bei 0</translation>
    </message>
    <message>
        <source>House rules: stacking, drawing ends the turn</source>
        <translation>Hausregeln: Stapeln, Ziehen beendet den Zug</translation>
    </message>
    <message>
        <source>House rules: stacking, 7-0, teams</source>
        <translation>Hausregeln: Stapeln, 7-0, Teams</translation>
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
            <numerusform>Kette: %n Karte</numerusform>
            <numerusform>Kette: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>You are out of the race: +3</source>
        <translation>Du scheidest aus dem Rennen aus: +3</translation>
    </message>
    <message>
        <source>%1 is out of the race: +3</source>
        <translation>%1 scheidet aus dem Rennen aus: +3</translation>
    </message>
    <message>
        <source>next</source>
        <translation>nächste</translation>
    </message>
    <message>
        <source>Give up (+3)</source>
        <translation>Aufgeben (+3)</translation>
    </message>
</context>
<context>
    <name>ReactionPanel</name>
    <message>
        <source>Quick reactions</source>
        <translation>Schnelle Reaktionen</translation>
    </message>
    <message>
        <source>Show reactions from</source>
        <translation>Reaktionen zeigen von</translation>
    </message>
    <message>
        <source>%1 (hidden)</source>
        <translation>%1 (ausgeblendet)</translation>
    </message>
    <message>
        <source>Reactions from %1</source>
        <translation>Reaktionen von %1</translation>
    </message>
</context>
<context>
    <name>Reactions</name>
    <message>
        <source>Thumbs up</source>
        <translation>Daumen hoch</translation>
    </message>
    <message>
        <source>Ha ha!</source>
        <translation>Haha!</translation>
    </message>
    <message>
        <source>Wow!</source>
        <translation>Wow!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>Gutes Spiel!</translation>
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
        <translation>Du: {reaction}</translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <source>The file could not be read.</source>
        <translation>Die Datei konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The file is damaged: it is incomplete or not a UNO Desktop game.</source>
        <translation>Die Datei ist beschädigt: Sie ist unvollständig oder keine Partie von UNO Desktop.</translation>
    </message>
    <message>
        <source>The file holds data this version of UNO Desktop does not understand.</source>
        <translation>Die Datei enthält Daten, die diese Version von UNO Desktop nicht versteht.</translation>
    </message>
    <message>
        <source>The file was made by a newer version of UNO Desktop. Update the game to watch it.</source>
        <translation>Die Datei stammt aus einer neueren Version von UNO Desktop. Aktualisiere das Spiel, um sie anzusehen.</translation>
    </message>
    <message>
        <source>The file has rule options this version does not allow.</source>
        <translation>Die Datei enthält Regeloptionen, die diese Version nicht zulässt.</translation>
    </message>
    <message>
        <source>The file was changed after it was written, or it is corrupt, so it cannot be watched.</source>
        <translation>Die Datei wurde nach dem Schreiben verändert oder ist beschädigt; sie kann nicht angesehen werden.</translation>
    </message>
    <message>
        <source>The game in this file plays differently under this version&apos;s rules, so it cannot be watched exactly.</source>
        <translation>Die Partie in dieser Datei verläuft nach den Regeln dieser Version anders; sie kann nicht genau so angesehen werden.</translation>
    </message>
</context>
<context>
    <name>RecordFileDialog</name>
    <message>
        <source>Export the game as a record file</source>
        <translation>Partie als Aufnahme exportieren</translation>
    </message>
    <message>
        <source>UNO game</source>
        <translation>UNO-Partie</translation>
    </message>
    <message>
        <source>UNO Desktop records (*.unorec)</source>
        <translation>UNO-Desktop-Aufnahmen (*.unorec)</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>{edition} · saved game, not finished</source>
        <translation>{edition} · gespeicherte Partie, nicht beendet</translation>
    </message>
    <message>
        <source>Team {n}</source>
        <translation>Team {n}</translation>
    </message>
    <message>
        <source>won by {name}</source>
        <translation>gewonnen von {name}</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>kein Sieger</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} and %n other(s)</source>
        <translation>
            <numerusform>{names} und %n weiterer Spieler</numerusform>
            <numerusform>{names} und %n weitere Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Spieler: {names}</translation>
    </message>
    <message>
        <source>The record could not be written: {error}</source>
        <translation>Die Aufnahme konnte nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>Hand {hand} of {hands}</source>
        <translation>Runde {hand} von {hands}</translation>
    </message>
</context>
<context>
    <name>ReplayScreen</name>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>Aufnahme: %1</translation>
    </message>
    <message>
        <source>move %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Stelle in der Partie</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Vorige Runde</translation>
    </message>
    <message>
        <source>Page Up</source>
        <translation>Bild ↑</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Einen Zug vor</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>Page Down</source>
        <translation>Bild ↓</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Langsamer</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Schneller</translation>
    </message>
    <message>
        <source>Seen by</source>
        <translation>Sicht von</translation>
    </message>
    <message>
        <source>All hands open</source>
        <translation>Alle Karten offen</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Taste: %1</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren …</translation>
    </message>
</context>
<context>
    <name>RoomsController</name>
    <message>
        <source>Room code: %1</source>
        <translation>Raumcode: %1</translation>
    </message>
    <message>
        <source>Asking the room server for a code…</source>
        <translation>Hole einen Code vom Raumserver …</translation>
    </message>
    <message>
        <source>The room server cannot be reached. Still trying…</source>
        <translation>Der Raumserver ist nicht erreichbar. Wir versuchen es weiter …</translation>
    </message>
    <message>
        <source>Someone else is at the door: the next friend may wait a moment.</source>
        <translation>Gerade kommt jemand anderes herein: Der Nächste wartet vielleicht kurz.</translation>
    </message>
    <message>
        <source>This code has expired. Make a new one for more friends.</source>
        <translation>Dieser Code ist abgelaufen. Mach einen neuen für weitere Freunde.</translation>
    </message>
    <message>
        <source>Too many wrong codes were tried. Make a new one for more friends.</source>
        <translation>Es wurden zu viele falsche Codes probiert. Mach einen neuen für weitere Freunde.</translation>
    </message>
    <message>
        <source>Friends join with this code for the next two hours.</source>
        <translation>Mit diesem Code können Freunde in den nächsten zwei Stunden beitreten.</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong code(s) tried</source>
        <translation>
            <numerusform>%n falscher Code probiert</numerusform>
            <numerusform>%n falsche Codes probiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Connected directly to the host.</source>
        <translation>Direkt mit dem Gastgeber verbunden.</translation>
    </message>
    <message>
        <source>Connected through the relay server.</source>
        <translation>Über den Relay-Server verbunden.</translation>
    </message>
    <message>
        <source>Another computer answers for this room, not its host: nothing was sent to it. Still trying…</source>
        <translation>Für diesen Raum antwortet ein anderer Computer, nicht dein Gastgeber: Ihm wurde nichts geschickt. Wir versuchen es weiter …</translation>
    </message>
    <message>
        <source>No way to the host right now (attempt %1). Still trying…</source>
        <translation>Gerade kein Weg zum Gastgeber (Versuch %1). Wir versuchen es weiter …</translation>
    </message>
    <message>
        <source>Type the code your host gave you.</source>
        <translation>Gib den Code ein, den dir dein Gastgeber gegeben hat.</translation>
    </message>
    <message>
        <source>That code is too short: it has at least 8 digits.</source>
        <translation>Der Code ist zu kurz: Er hat mindestens 8 Ziffern.</translation>
    </message>
    <message>
        <source>That code is too long. Check it with your host.</source>
        <translation>Der Code ist zu lang. Frag deinen Gastgeber noch mal.</translation>
    </message>
    <message>
        <source>A digit is wrong or two are swapped. Check the code.</source>
        <translation>Eine Ziffer stimmt nicht oder zwei sind vertauscht. Prüf den Code.</translation>
    </message>
    <message>
        <source>That link is not an invitation to a room.</source>
        <translation>Dieser Link ist keine Einladung in einen Raum.</translation>
    </message>
    <message>
        <source>Looking for the room…</source>
        <translation>Suche den Raum …</translation>
    </message>
    <message>
        <source>Someone else is joining right now. Trying again…</source>
        <translation>Gerade tritt jemand anderes bei. Neuer Versuch …</translation>
    </message>
    <message>
        <source>Checking the code…</source>
        <translation>Prüfe den Code …</translation>
    </message>
    <message>
        <source>That code is wrong. Check it with your host.</source>
        <translation>Der Code ist falsch. Frag deinen Gastgeber noch mal.</translation>
    </message>
    <message>
        <source>This code has expired. Ask your host for a new one.</source>
        <translation>Dieser Code ist abgelaufen. Bitte deinen Gastgeber um einen neuen.</translation>
    </message>
    <message>
        <source>This code no longer works. Ask your host for a new one.</source>
        <translation>Dieser Code gilt nicht mehr. Bitte deinen Gastgeber um einen neuen.</translation>
    </message>
    <message>
        <source>No room answers to this code. Check it with your host.</source>
        <translation>Unter diesem Code antwortet kein Raum. Frag deinen Gastgeber noch mal.</translation>
    </message>
    <message>
        <source>The room is busy. Try again in a moment.</source>
        <translation>Der Raum ist gerade belegt. Versuch es gleich noch mal.</translation>
    </message>
    <message>
        <source>The room server cannot be reached. Check your internet connection and the room server address.</source>
        <translation>Der Raumserver ist nicht erreichbar. Prüf deine Internetverbindung und die Adresse des Raumservers.</translation>
    </message>
    <message>
        <source>This room plays another version of UNO Desktop.</source>
        <translation>Dieser Raum spielt mit einer anderen Version von UNO Desktop.</translation>
    </message>
    <message>
        <source>Someone on the way tampered with the connection. It was cut and made again.</source>
        <translation>Jemand unterwegs hat die Verbindung manipuliert. Sie wurde getrennt und neu aufgebaut.</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>Kopiert.</translation>
    </message>
    <message>
        <source>You are in a room. Leave it to join the one in the link.</source>
        <translation>Du bist schon in einem Raum. Verlass ihn, um dem Raum aus dem Link beizutreten.</translation>
    </message>
    <message>
        <source>Connecting to the host…</source>
        <translation>Verbinde mit dem Gastgeber …</translation>
    </message>
    <message>
        <source>A room server address starts with ws:// or wss://.</source>
        <translation>Die Adresse eines Raumservers beginnt mit ws:// oder wss://.</translation>
    </message>
    <message>
        <source>A relay address looks like tcp:host:port.</source>
        <translation>Eine Relay-Adresse sieht so aus: tcp:host:port.</translation>
    </message>
    <message>
        <source>The room server turned us away: %1</source>
        <translation>Der Raumserver hat uns abgewiesen: %1</translation>
    </message>
    <message>
        <source>Joining failed (%1).</source>
        <translation>Beitreten hat nicht geklappt (%1).</translation>
    </message>
</context>
<context>
    <name>RoomsHome</name>
    <message>
        <source>Play online</source>
        <translation>Online spielen</translation>
    </message>
</context>
<context>
    <name>RoomsJoin</name>
    <message>
        <source>The code your host gave you</source>
        <translation>Der Code von deinem Gastgeber</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Raumcode</translation>
    </message>
    <message>
        <source>Only watch</source>
        <translation>Nur zuschauen</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>RoomsLobby</name>
    <message>
        <source>Copy code</source>
        <translation>Code kopieren</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Link kopieren</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>Neuer Code</translation>
    </message>
</context>
<context>
    <name>RoomsStart</name>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Invite friends</source>
        <translation>Freunde einladen</translation>
    </message>
    <message>
        <source>Join with a code</source>
        <translation>Mit Code beitreten</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Servers (empty: the public ones)</source>
        <translation>Server (leer: die öffentlichen)</translation>
    </message>
    <message>
        <source>Room server</source>
        <translation>Raumserver</translation>
    </message>
    <message>
        <source>Relay server</source>
        <translation>Relay-Server</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>Save</name>
    <message>
        <source>The saved game could not be read.</source>
        <translation>Der Spielstand konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The saved game is damaged (incomplete or not a save file).</source>
        <translation>Der Spielstand ist beschädigt (unvollständig oder keine Spielstand-Datei).</translation>
    </message>
    <message>
        <source>The saved game contains data this version does not understand.</source>
        <translation>Der Spielstand enthält Daten, die diese Version nicht versteht.</translation>
    </message>
    <message>
        <source>The saved game does not replay: it was changed or is corrupt.</source>
        <translation>Der Spielstand lässt sich nicht nachspielen: Er wurde verändert oder ist defekt.</translation>
    </message>
    <message>
        <source>The saved game comes from another version of UNO Desktop.</source>
        <translation>Der Spielstand stammt von einer anderen Version von UNO Desktop.</translation>
    </message>
    <message>
        <source>The saved game has invalid rule options.</source>
        <translation>Der Spielstand hat ungültige Regeloptionen.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score history</source>
        <translation>Punkteverlauf</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message numerus="yes">
        <source>%1, %n card(s)</source>
        <translation>
            <numerusform>%1, %n Karte</numerusform>
            <numerusform>%1, %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>on turn</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>UNO called</source>
        <translation>UNO gerufen</translation>
    </message>
    <message>
        <source>away, a bot plays for them</source>
        <translation>weg, solange spielt ein Bot</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 Pkt.</translation>
    </message>
    <message>
        <source>Away · bot plays</source>
        <translation>Weg · Bot spielt</translation>
    </message>
    <message>
        <source>Catch!</source>
        <translation>Erwischen!</translation>
    </message>
    <message>
        <source>Catch %1 without UNO</source>
        <translation>%1 ohne UNO erwischen</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <source>Swap hands with %1</source>
        <translation>Karten mit %1 tauschen</translation>
    </message>
</context>
<context>
    <name>SeatPicker</name>
    <message>
        <source>%1, picked</source>
        <translation>%1, gewählt</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>Ich</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>Stumm</translation>
    </message>
    <message>
        <source>Colour-blind cards</source>
        <translation>Karten für Farbenblinde</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>From the screen (%1)</source>
        <translation>Automatisch (%1)</translation>
    </message>
    <message>
        <source>Size of everything on screen</source>
        <translation>Größe von allem auf dem Bildschirm</translation>
    </message>
    <message>
        <source>Capped at %1 by the window size</source>
        <translation>Begrenzt auf %1 durch die Fenstergröße</translation>
    </message>
    <message>
        <source>Larger sizes need a larger window</source>
        <translation>Größere Größen brauchen ein größeres Fenster</translation>
    </message>
    <message>
        <source>Screen reader says</source>
        <translation>Screenreader sagt an</translation>
    </message>
    <message>
        <source>Every move</source>
        <translation>Jeden Zug</translation>
    </message>
    <message>
        <source>Only what concerns me</source>
        <translation>Nur was mich betrifft</translation>
    </message>
    <message>
        <source>Minimal</source>
        <translation>Das Nötigste</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>Effekte</translation>
    </message>
    <message>
        <source>Volume of the effects</source>
        <translation>Lautstärke der Effekte</translation>
    </message>
    <message>
        <source>Music</source>
        <translation>Musik</translation>
    </message>
    <message>
        <source>Volume of the music</source>
        <translation>Lautstärke der Musik</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
</context>
<context>
    <name>SlapRace</name>
    <message>
        <source>You were last: +2</source>
        <translation>Du warst am langsamsten: +2</translation>
    </message>
    <message>
        <source>%1 was last: +2</source>
        <translation>%1 war am langsamsten: +2</translation>
    </message>
    <message>
        <source>Slap the buzzer</source>
        <translation>Hau auf den Buzzer</translation>
    </message>
    <message>
        <source>SLAP! (Space)</source>
        <translation>HAU! (␣)</translation>
    </message>
</context>
<context>
    <name>Sounds</name>
    <message>
        <source>%1: no sound, Qt Multimedia did not load (%2); playing silently</source>
        <translation>%1: kein Ton, Qt Multimedia lädt nicht (%2); es wird ohne Ton gespielt</translation>
    </message>
    <message>
        <source>%1: no sound, no sound server answered; playing silently</source>
        <translation>%1: kein Ton, kein Soundserver antwortet; es wird ohne Ton gespielt</translation>
    </message>
</context>
<context>
    <name>SpinStation</name>
    <message>
        <source>%1 spins…</source>
        <translation>%1 dreht …</translation>
    </message>
    <message>
        <source>You spin…</source>
        <translation>Du drehst …</translation>
    </message>
    <message>
        <source>Your spin!</source>
        <translation>Du drehst!</translation>
    </message>
    <message>
        <source>%1 must spin</source>
        <translation>%1 muss drehen</translation>
    </message>
    <message>
        <source>The wheel</source>
        <translation>Das Rad</translation>
    </message>
    <message>
        <source>Everyone races to call UNO Spin!</source>
        <translation>Alle wollen als Erste UNO Spin rufen!</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Warten auf %1 …</translation>
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
        <translation>Rad drehen</translation>
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
        <translation>Taste: %1</translation>
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
        <translation>Deine Statistik konnte nicht gelesen werden: Die Datei war beschädigt. Sie wurde als „{name}“ aufbewahrt, und eine neue Statistik wurde begonnen.</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Partien</translation>
    </message>
    <message>
        <source>{won} of {played}</source>
        <translation>{won} von {played}</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Gewonnene Runden</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Punkte pro Runde</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Längste Siegesserie</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>Own rules</source>
        <translation>Eigene Regeln</translation>
    </message>
    <message>
        <source>People only</source>
        <translation>Nur Menschen</translation>
    </message>
    <message>
        <source>Bots of several levels</source>
        <translation>Gemischte Bots</translation>
    </message>
    <message>
        <source>How your share of games won goes shows here from your second game on.</source>
        <translation>Wie sich dein Anteil gewonnener Partien entwickelt, siehst du hier ab deiner zweiten Partie.</translation>
    </message>
    <message>
        <source>No points scored yet: your points per hand show here once a game has scored some.</source>
        <translation>Noch keine Punkte: Deine Punkte pro Runde erscheinen hier, sobald in einer Partie Punkte gezählt wurden.</translation>
    </message>
</context>
<context>
    <name>StatsScreen</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Zurücksetzen …</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Finish a game to see your statistics here.</source>
        <translation>Beende eine Partie, um hier deine Statistik zu sehen.</translation>
    </message>
    <message>
        <source>By edition</source>
        <translation>Nach Edition</translation>
    </message>
    <message>
        <source>By house rules</source>
        <translation>Nach Hausregeln</translation>
    </message>
    <message>
        <source>By opponents</source>
        <translation>Nach Gegnern</translation>
    </message>
    <message>
        <source>Games won so far (%), game by game</source>
        <translation>Bisher gewonnene Partien (%), Partie für Partie</translation>
    </message>
    <message>
        <source>Points per hand, game by game</source>
        <translation>Punkte pro Runde, Partie für Partie</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>Statistik zurücksetzen?</translation>
    </message>
    <message>
        <source>Every game counted so far is forgotten. This cannot be undone.</source>
        <translation>Alle bisher gezählten Partien werden vergessen. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>StatsTable</name>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Game table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <source>Jump-in!</source>
        <translation>Dazwischen!</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Aussetzen</translation>
    </message>
    <message>
        <source>UNO!</source>
        <translation>UNO!</translation>
    </message>
    <message>
        <source>Caught!</source>
        <translation>Erwischt!</translation>
    </message>
    <message>
        <source>Bluff!</source>
        <translation>Bluff!</translation>
    </message>
    <message>
        <source>Legal!</source>
        <translation>Erlaubt!</translation>
    </message>
    <message>
        <source>{seat}&apos;s hand</source>
        <translation>Karten von {seat}</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Deine Karten</translation>
    </message>
    <message>
        <source>{seat} shows</source>
        <translation>{seat} zeigt</translation>
    </message>
    <message>
        <source>You show</source>
        <translation>Du zeigst</translation>
    </message>
</context>
<context>
    <name>TableDecisions</name>
    <message>
        <source>Play it</source>
        <translation>Legen</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Anfechten</translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s)</source>
        <translation>
            <numerusform>%n Karte ziehen</numerusform>
            <numerusform>%n Karten ziehen</numerusform>
        </translation>
    </message>
    <message>
        <source>Don&apos;t swap</source>
        <translation>Nicht tauschen</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Tipp (H)</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Call UNO</source>
        <translation>UNO rufen</translation>
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
        <translation>%1: erste Karte.</translation>
    </message>
    <message>
        <source>%1: last card.</source>
        <translation>%1: letzte Karte.</translation>
    </message>
</context>
<context>
    <name>TableHand</name>
    <message>
        <source>playable</source>
        <translation>spielbar</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Hidden card</source>
        <translation>Verdeckte Karte</translation>
    </message>
</context>
<context>
    <name>TablePiles</name>
    <message numerus="yes">
        <source>Draw pile, %n card(s)</source>
        <translation>
            <numerusform>Nachziehstapel, %n Karte</numerusform>
            <numerusform>Nachziehstapel, %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <translation>Ablagestapel: %1</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message numerus="yes">
        <source>%n press(es) owed</source>
        <translation>
            <numerusform>noch einmal drücken</numerusform>
            <numerusform>noch %n-mal drücken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n penalty card(s) pending</source>
        <translation>
            <numerusform>%n Strafkarte offen</numerusform>
            <numerusform>%n Strafkarten offen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableStatus</name>
    <message>
        <source>One hand decides the game</source>
        <translation>Eine Runde entscheidet die Partie</translation>
    </message>
    <message>
        <source>Hand %1 · Target %2</source>
        <translation>Runde %1 · Ziel %2</translation>
    </message>
    <message>
        <source>Your points: %1</source>
        <translation>Deine Punkte: %1</translation>
    </message>
    <message>
        <source>React</source>
        <translation>Reagieren</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
</context>
<context>
    <name>TippoScale</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>STOP</source>
        <translation>STOPP</translation>
    </message>
    <message>
        <source>Left pan</source>
        <translation>Linke Schale</translation>
    </message>
    <message>
        <source>Right pan</source>
        <translation>Rechte Schale</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Welcome! Your cards are at the bottom. Play a card that matches the top card of the discard pile by its colour: your red 3 fits on the red 5. (Keys: ← and → pick a card, Enter plays it.)</source>
        <translation>Willkommen! Deine Karten liegen unten. Lege eine Karte, die in der Farbe zur obersten Karte des Ablagestapels passt: Deine rote 3 passt auf die rote 5. (Tasten: ← und → wählen eine Karte, Eingabe legt sie.)</translation>
    </message>
    <message>
        <source>Ada and Ben have played. A card may also match by its number: the green 8 lies on the pile, so play your yellow 8.</source>
        <translation>Ada und Ben haben gelegt. Eine Karte passt auch über ihre Zahl: Auf dem Stapel liegt die grüne 8, also lege deine gelbe 8.</translation>
    </message>
    <message>
        <source>A Skip makes the next player miss a turn. Play your yellow Skip: Ada is skipped, and Ben plays next.</source>
        <translation>Bei Aussetzen muss der nächste Spieler einmal aussetzen. Leg dein gelbes Aussetzen: Ada setzt aus, und Ben ist dran.</translation>
    </message>
    <message>
        <source>A Reverse turns the direction of play around. Play your yellow Reverse: now Ben plays after you, then Ada.</source>
        <translation>Ein Richtungswechsel dreht die Spielrichtung um. Lege deinen gelben Richtungswechsel: Jetzt spielt Ben nach dir, dann Ada.</translation>
    </message>
    <message>
        <source>Ada played a Wild Draw Four: you are to draw four cards. But she may only play it when she holds no card of the active colour, yellow. If you think she bluffed, challenge! (Keys: C, or Enter: “Challenge” has the focus.)</source>
        <translation>Ada hat einen Zieh-Vier-Joker gelegt: Du müsstest vier Karten ziehen. Sie darf ihn aber nur legen, wenn sie keine Karte der aktiven Farbe Gelb hat. Glaubst du, dass sie blufft? Dann ficht ihn an! (Tasten: C, oder Eingabe: „Anfechten“ hat den Fokus.)</translation>
    </message>
    <message>
        <source>Choose green: your last card is the green 4. (Keys: G, or the arrows to green, then Enter.)</source>
        <translation>Wähle Grün: Deine letzte Karte ist die grüne 4. (Tasten: G, oder die Pfeiltasten bis Grün, dann Eingabe.)</translation>
    </message>
    <message>
        <source>Bluff caught: Ada drew four cards instead of you, and you saw her yellow 7. It is your turn. A Draw Two makes the next player draw two cards and miss a turn: play your blue Draw Two on Ben.</source>
        <translation>Bluff aufgedeckt: Ada hat an deiner Stelle vier Karten gezogen, und du hast ihre gelbe 7 gesehen. Du bist dran. Bei Zieh Zwei zieht der nächste Spieler zwei Karten und setzt aus: Leg dein blaues Zieh Zwei gegen Ben.</translation>
    </message>
    <message>
        <source>A Wild goes on any card, and you choose the colour that follows. Play your Wild.</source>
        <translation>Ein Joker passt auf jede Karte, und du wählst die Farbe, die folgt. Lege deinen Joker.</translation>
    </message>
    <message>
        <source>Ben caught you! You were down to one card without calling UNO, so you drew two penalty cards. Play your green 6 now.</source>
        <translation>Ben hat dich erwischt! Du hattest nur noch eine Karte und kein UNO gerufen, also hast du zwei Strafkarten gezogen. Lege jetzt deine grüne 6.</translation>
    </message>
    <message>
        <source>Two cards left: call UNO before you play the second-to-last one, or anyone may catch you. Press the UNO button (key U).</source>
        <translation>Noch zwei Karten: Ruf UNO, bevor du die vorletzte legst, sonst darf dich jeder erwischen. Drück den UNO-Knopf (Taste U).</translation>
    </message>
    <message>
        <source>UNO called: nobody can catch you now. Play your blue 6.</source>
        <translation>UNO gerufen: Jetzt kann dich niemand erwischen. Lege deine blaue 6.</translation>
    </message>
    <message>
        <source>Your last card: play the green 4 and go out!</source>
        <translation>Deine letzte Karte: Leg die grüne 4 – und die Runde gehört dir!</translation>
    </message>
</context>
<context>
    <name>TutorialOffer</name>
    <message>
        <source>New to UNO?</source>
        <translation>Neu bei UNO?</translation>
    </message>
    <message>
        <source>A guided first hand teaches the rules in a few minutes, step by step.</source>
        <translation>Eine geführte erste Runde bringt dir die Regeln in wenigen Minuten bei, Schritt für Schritt.</translation>
    </message>
    <message>
        <source>Play the tutorial</source>
        <translation>Einführung spielen</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Jetzt nicht</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>Watch Ada and Ben play.</source>
        <translation>Sieh Ada und Ben beim Spielen zu.</translation>
    </message>
    <message>
        <source>You went out and won the hand! You score the cards left in the other hands: number cards their number, Skip, Reverse and Draw Two 20 points each, Wilds 50. A real game goes on, hand after hand, until someone reaches 500 points. You are ready to play!</source>
        <translation>Du hast alle Karten abgelegt und die Runde gewonnen! Du bekommst die Punkte der Karten, die die anderen noch auf der Hand haben: Zahlenkarten so viel, wie draufsteht, Aussetzen, Richtungswechsel und Zieh Zwei je 20 Punkte, Joker 50. Eine echte Partie geht Runde um Runde weiter, bis jemand 500 Punkte erreicht. Jetzt kannst du loslegen!</translation>
    </message>
    <message>
        <source>Not this move in the lesson: {step}</source>
        <translation>Nicht dieser Zug in der Einführung: {step}</translation>
    </message>
</context>
<context>
    <name>TutorialScreen</name>
    <message>
        <source>Tutorial</source>
        <translation>Einführung</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Einführung verlassen</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Gut gemacht!</translation>
    </message>
    <message>
        <source>Start a game</source>
        <translation>Partie beginnen</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Hauptmenü</translation>
    </message>
</context>
<context>
    <name>UnoChip</name>
    <message>
        <source>UNO called</source>
        <translation>UNO gerufen</translation>
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
        <translation>Sieger kassiert</translation>
    </message>
    <message>
        <source>Lowest score wins</source>
        <translation>Wenigste Punkte gewinnen</translation>
    </message>
    <message>
        <source>Single hand</source>
        <translation>Nur eine Runde</translation>
    </message>
    <message>
        <source>Draw one, may play it</source>
        <translation>Eine ziehen, darf gelegt werden</translation>
    </message>
    <message>
        <source>Draw one, turn ends</source>
        <translation>Eine ziehen, Zug endet</translation>
    </message>
    <message>
        <source>Draw until playable</source>
        <translation>Ziehen bis passend</translation>
    </message>
    <message>
        <source>First player chooses the colour</source>
        <translation>Erster Spieler wählt die Farbe</translation>
    </message>
    <message>
        <source>Turn a new card</source>
        <translation>Neue Karte aufdecken</translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation>Neu austeilen</translation>
    </message>
    <message>
        <source>Shuffle it back, turn a new card</source>
        <translation>Zurückmischen, neue Karte aufdecken</translation>
    </message>
    <message>
        <source>Leave it, turn a new card</source>
        <translation>Liegen lassen, neue Karte aufdecken</translation>
    </message>
    <message>
        <source>The hand&apos;s points</source>
        <translation>Die Punkte der Hand</translation>
    </message>
    <message>
        <source>The running score</source>
        <translation>Der Punktestand</translation>
    </message>
    <message>
        <source>Only when caught</source>
        <translation>Nur wenn erwischt</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Immer</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>Der Geber</translation>
    </message>
    <message>
        <source>The dealer&apos;s right</source>
        <translation>Rechts vom Geber</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Same type only</source>
        <translation>Nur gleiche Karten</translation>
    </message>
    <message>
        <source>+2 and +4 on +2, +4 on +4</source>
        <translation>+2 und +4 auf +2, +4 auf +4</translation>
    </message>
    <message>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <source>Bluff and challenge</source>
        <translation>Bluffen und anfechten</translation>
    </message>
    <message>
        <source>Enforced</source>
        <translation>Streng geprüft</translation>
    </message>
    <message>
        <source>No card of the active colour</source>
        <translation>Keine Karte der aktiven Farbe</translation>
    </message>
    <message>
        <source>No other playable card</source>
        <translation>Keine andere passende Karte</translation>
    </message>
    <message>
        <source>Nothing special</source>
        <translation>Nichts Besonderes</translation>
    </message>
    <message>
        <source>Swap with a chosen player</source>
        <translation>Mit gewähltem Spieler tauschen</translation>
    </message>
    <message>
        <source>All hands rotate</source>
        <translation>Alle geben weiter</translation>
    </message>
    <message>
        <source>Swap with the fewest cards</source>
        <translation>Mit dem, der die wenigsten hat, tauschen</translation>
    </message>
    <message>
        <source>Alternate seats</source>
        <translation>Abwechselnd sitzen</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <source>Chosen by the player</source>
        <translation>Vom Spieler gewählt</translation>
    </message>
    <message>
        <source>The next player</source>
        <translation>Der nächste Spieler</translation>
    </message>
    <message>
        <source>Cancels the spin</source>
        <translation>Hebt das Drehen auf</translation>
    </message>
    <message>
        <source>Passes the spin on</source>
        <translation>Gibt das Drehen weiter</translation>
    </message>
    <message>
        <source>All segments equally likely</source>
        <translation>Alle Felder gleich oft</translation>
    </message>
    <message>
        <source>Generous</source>
        <translation>Großzügig</translation>
    </message>
    <message>
        <source>Punishing</source>
        <translation>Strafend</translation>
    </message>
    <message>
        <source>Either pan</source>
        <translation>Beliebige Waagschale</translation>
    </message>
    <message>
        <source>The Tilt card&apos;s pan</source>
        <translation>Schale der Tippo-Karte</translation>
    </message>
    <message>
        <source>One 3 and one 7 per colour</source>
        <translation>Je eine 3 und 7 pro Farbe</translation>
    </message>
    <message>
        <source>Anyone at random</source>
        <translation>Zufällig, alle</translation>
    </message>
    <message>
        <source>Anyone else at random</source>
        <translation>Zufällig, andere</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation>Im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>4 to 8 seconds, at random</source>
        <translation>Zufällig 4 bis 8 Sekunden</translation>
    </message>
    <message>
        <source>4 seconds</source>
        <translation>4 Sekunden</translation>
    </message>
    <message>
        <source>6 seconds</source>
        <translation>6 Sekunden</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <source>UNO Attack (US)</source>
        <translation>UNO Attack (USA)</translation>
    </message>
    <message>
        <source>UNO Extreme (German)</source>
        <translation>UNO Extreme (deutsch)</translation>
    </message>
    <message>
        <source>UNO Extreme (German, first edition)</source>
        <translation>UNO Extreme (deutsch, 1. Auflage)</translation>
    </message>
</context>
<context>
    <name>VictoryLap</name>
    <message>
        <source>Victory lap %1</source>
        <translation>Siegerrunde %1</translation>
    </message>
    <message>
        <source>%1 looks at the new hand…</source>
        <translation>%1 sieht sich die neuen Karten an …</translation>
    </message>
    <message>
        <source>Keep this hand</source>
        <translation>Diese Karten behalten</translation>
    </message>
    <message>
        <source>Pass them on</source>
        <translation>Weitergeben</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message numerus="yes">
        <source>%n more move(s).</source>
        <translation>
            <numerusform>%n weiterer Zug.</numerusform>
            <numerusform>%n weitere Züge.</numerusform>
        </translation>
    </message>
</context>
</TS>
