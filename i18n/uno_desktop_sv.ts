<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv" sourcelanguage="en">
<context>
    <name>Action</name>
    <message>
        <source>Play {card}</source>
        <translation>Lägg {card}</translation>
    </message>
    <message>
        <source>Play {count} × {card}</source>
        <translation>Lägg {count} × {card}</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Dra</translation>
    </message>
    <message>
        <source>Keep / pass</source>
        <translation>Behåll / stå över</translation>
    </message>
    <message>
        <source>Choose {color}</source>
        <translation>Välj {color:noun}</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Utmana</translation>
    </message>
    <message>
        <source>Take the cards</source>
        <translation>Ta korten</translation>
    </message>
    <message>
        <source>Swap with {target}</source>
        <translation>Byt med {target}</translation>
    </message>
    <message>
        <source>UNO!</source>
        <translation>UNO!</translation>
    </message>
    <message>
        <source>Catch {target}</source>
        <translation>Ertappa {target}</translation>
    </message>
    <message>
        <source>Choose {seat}</source>
        <translation>Välj {seat}</translation>
    </message>
    <message>
        <source>Name {color}</source>
        <translation>Välj {color:noun}</translation>
    </message>
    <message>
        <source>Name {number}</source>
        <translation>Välj {number}</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Släng {card}</translation>
    </message>
    <message>
        <source>Keep this hand</source>
        <translation>Behåll de här korten</translation>
    </message>
    <message>
        <source>Pass the hands on</source>
        <translation>Skicka korten vidare</translation>
    </message>
    <message>
        <source>Rotate hands {direction}</source>
        <translation>Skicka korten vidare {direction}</translation>
    </message>
    <message>
        <source>Swap {a} and {b}</source>
        <translation>Byt {a} och {b}</translation>
    </message>
    <message>
        <source>Play {card} on pan {pan}</source>
        <translation>Lägg {card} i vågskål {pan}</translation>
    </message>
    <message>
        <source>Choose pan {pan}</source>
        <translation>Välj vågskål {pan}</translation>
    </message>
    <message>
        <source>Play {card} on the left pan</source>
        <translation>Lägg {card} i vänstra skålen</translation>
    </message>
    <message>
        <source>Play {card} on the right pan</source>
        <translation>Lägg {card} i högra skålen</translation>
    </message>
    <message>
        <source>Choose the left pan</source>
        <translation>Välj vänstra skålen</translation>
    </message>
    <message>
        <source>Choose the right pan</source>
        <translation>Välj högra skålen</translation>
    </message>
    <message>
        <source>Spin the wheel</source>
        <translation>Snurra hjulet</translation>
    </message>
    <message>
        <source>UNO Spin!</source>
        <translation>UNO Spin!</translation>
    </message>
    <message>
        <source>Press the launcher</source>
        <translation>Tryck på kortkastaren</translation>
    </message>
    <message>
        <source>Slap!</source>
        <translation>Slå!</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nästa giv</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Tiden är ute</translation>
    </message>
    <message>
        <source>Time is up for this turn</source>
        <translation>Tiden för den här turen är ute</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>Your turn.</source>
        <translation>Din tur.</translation>
    </message>
    <message numerus="yes">
        <source>You draw %n card(s): {cards}.</source>
        <translation>
            <numerusform>Du drar %n kort: {cards}.</numerusform>
            <numerusform>Du drar %n kort: {cards}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You get {cards}.</source>
        <translation>Du får {cards}.</translation>
    </message>
    <message numerus="yes">
        <source>You face %n penalty card(s).</source>
        <translation>
            <numerusform>%n straffkort väntar dig.</numerusform>
            <numerusform>%n straffkort väntar dig.</numerusform>
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
        <translation>Retur, blanksteg</translation>
    </message>
    <message>
        <source>Catch a player who did not call UNO</source>
        <translation>Ertappa någon som inte ropade UNO</translation>
    </message>
    <message>
        <source>Challenge a Wild Draw Four</source>
        <translation>Utmana ett Vild Dra 4</translation>
    </message>
    <message>
        <source>Take the penalty cards</source>
        <translation>Ta straffkorten</translation>
    </message>
    <message>
        <source>P, K</source>
        <translation>P, K</translation>
    </message>
    <message>
        <source>R, Y, G, B or 1–4</source>
        <translation>R, Y, G, B eller 1–4</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nästa giv</translation>
    </message>
    <message>
        <source>A hint from the coach (where the game allows it)</source>
        <translation>Ett tips från coachen (där spelet tillåter det)</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tabb, Skift+Tabb</translation>
    </message>
    <message>
        <source>Draw a card (Extreme: press the launcher; Racer X: give up and draw)</source>
        <translation>Dra ett kort (Extreme: tryck på kortkastaren; Racer X: ge upp och dra)</translation>
    </message>
    <message>
        <source>Call UNO (Spin: call UNO Spin)</source>
        <translation>Ropa UNO (Spin: ropa UNO Spin)</translation>
    </message>
    <message>
        <source>Play or keep the card you just drew (Cars: pass the hands on or keep this hand)</source>
        <translation>Spela (P) eller behåll (K) kortet du just drog (Bilar: skicka korten vidare eller behåll handen)</translation>
    </message>
    <message>
        <source>Choose or name red, yellow, green or blue (or the arrows, then Enter)</source>
        <translation>Välj rött, gult, grönt eller blått (eller pilarna, sedan Retur)</translation>
    </message>
    <message>
        <source>Spin the wheel (Spin)</source>
        <translation>Snurra hjulet (Spin)</translation>
    </message>
    <message>
        <source>0–9</source>
        <translation>0–9</translation>
    </message>
    <message>
        <source>Name the number to discard (Spin)</source>
        <translation>Välj siffran som ska slängas (Spin)</translation>
    </message>
    <message>
        <source>1, 2</source>
        <translation>1, 2</translation>
    </message>
    <message>
        <source>Choose the left or the right pan (Tippo: for the picked card, or after a Tilt)</source>
        <translation>Välj vänster eller höger vågskål (Tippo: för det valda kortet eller efter ett Tippo-kort)</translation>
    </message>
    <message>
        <source>Move between the buttons (a pending decision&apos;s come first: a player to choose, the captain&apos;s exchange); Enter or Space presses the one in focus</source>
        <translation>Flytta mellan knapparna (först de som hör till ett beslut du ska fatta: en spelare att välja, kaptenens byte); Retur eller Blanksteg trycker på den som har fokus</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Leave the table (it asks first) or go back</source>
        <translation>Lämna bordet (frågar först) eller gå tillbaka</translation>
    </message>
    <message>
        <source>F1, ?</source>
        <translation>F1, ?</translation>
    </message>
    <message>
        <source>This list of keys</source>
        <translation>Den här listan över tangenter</translation>
    </message>
    <message>
        <source>Space, Enter</source>
        <translation>Blanksteg, retur</translation>
    </message>
    <message>
        <source>Play or pause the replay</source>
        <translation>Spela upp eller pausa repriset</translation>
    </message>
    <message>
        <source>One move back or forward</source>
        <translation>Ett drag bakåt eller framåt</translation>
    </message>
    <message>
        <source>Page Up, Page Down</source>
        <translation>Page Up, Page Down</translation>
    </message>
    <message>
        <source>To the previous or the next hand</source>
        <translation>Till föregående eller nästa giv</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Home, End</translation>
    </message>
    <message>
        <source>Pick a card in your hand (the screen reader says it; the first and the last card say so)</source>
        <translation>Välj ett kort på handen (skärmläsaren säger det; det första och det sista säger till)</translation>
    </message>
    <message>
        <source>The first or the last card</source>
        <translation>Det första eller det sista kortet</translation>
    </message>
    <message>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <source>The previous or the next colour</source>
        <translation>Förra eller nästa färg</translation>
    </message>
    <message>
        <source>Play the picked card (Spin: discard it) or press the button in focus; on the pass screen: show your cards; Flash: hit the SLAP buzzer</source>
        <translation>Lägg det valda kortet (Spin: släng det) eller tryck på knappen i fokus; vid överlämningen: visa dina kort; Flash: tryck på summern vid SLÅ</translation>
    </message>
    <message>
        <source>A quick reaction at your seat (thumbs up, Good game…)</source>
        <translation>En snabb reaktion vid din plats (tummen upp, Bra spelat …)</translation>
    </message>
    <message>
        <source>Say your hand, the playable cards first</source>
        <translation>Säg din hand, de spelbara korten först</translation>
    </message>
    <message>
        <source>Say the top card, the colour and any penalty</source>
        <translation>Säg översta kortet, färgen och eventuellt straff</translation>
    </message>
    <message>
        <source>Say whose turn it is</source>
        <translation>Säg vems tur det är</translation>
    </message>
    <message>
        <source>Say every player&apos;s cards and points</source>
        <translation>Säg allas kort och poäng</translation>
    </message>
    <message>
        <source>Say the last moves again</source>
        <translation>Säg de senaste dragen igen</translation>
    </message>
    <message>
        <source>To the start or the end of the game</source>
        <translation>Till början eller slutet av spelet</translation>
    </message>
    <message>
        <source>+, −</source>
        <translation>+, −</translation>
    </message>
    <message>
        <source>Faster or slower</source>
        <translation>Snabbare eller långsammare</translation>
    </message>
    <message>
        <source>Open all hands (once the game is over)</source>
        <translation>Visa alla händer (när spelet är slut)</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Stäng repriset</translation>
    </message>
    <message>
        <source>Could not save the game: {error}</source>
        <translation>Spelet kunde inte sparas: {error}</translation>
    </message>
    <message>
        <source>Could not save the statistics: {error}</source>
        <translation>Statistiken kunde inte sparas: {error}</translation>
    </message>
    <message>
        <source>Could not keep the game to watch again: {error}</source>
        <translation>Spelet kunde inte sparas för att ses igen: {error}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Så spelar man</translation>
    </message>
    <message>
        <source>Everyone is dealt {n} cards. On your turn, play a card that matches the top card of the discard pile by colour, number or symbol, or play a Wild. If you cannot or do not want to play, draw a card.</source>
        <translation>Alla får {n} kort. När det är din tur lägger du ett kort som matchar det översta kortet på kasthögen i färg, siffra eller symbol, eller ett vildkort. Om du inte kan eller vill lägga drar du ett kort från draghögen.</translation>
    </message>
    <message>
        <source>Skip: the next player loses a turn. Reverse: the direction changes. Draw Two: the next player draws two and loses a turn. Wild: choose the colour. Wild Draw Four: choose the colour; the next player draws four and loses a turn, but may challenge it if they think you held a card of the active colour.</source>
        <translation>Hoppa över: nästa spelare får stå över. Omvänd: spelriktningen byts. Dra 2: nästa spelare drar två kort och står över. Vild: välj färg. Vild Dra 4: välj färg; nästa spelare drar fyra kort och står över, men får utmana om den tror att du hade ett kort i den ledande färgen.</translation>
    </message>
    <message>
        <source>When you play your second-to-last card, press UNO! Anyone who catches you before the next player moves makes you draw {n} cards.</source>
        <translation>När du lägger ditt näst sista kort trycker du på UNO! Den som ertappar dig innan nästa spelare gör sitt drag får dig att dra {n} straffkort.</translation>
    </message>
    <message>
        <source>The first player out of cards wins the hand, and that one hand decides the game: nobody scores points.</source>
        <translation>Den som först blir av med alla kort vinner given, och den enda given avgör spelet: ingen får poäng.</translation>
    </message>
    <message>
        <source>Invitation received: choose Play online in the menu to join.</source>
        <translation>Inbjudan mottagen: välj Spela online i menyn för att gå med.</translation>
    </message>
    <message>
        <source>When a player goes out, everyone scores the cards left in their own hand: numbers at face value, action cards 20, Wilds {wild}, Wild Draw Four 50. Once someone reaches {target} points, the lowest score wins the game.</source>
        <translation>När någon blir av med alla kort får alla poäng för korten som finns kvar på den egna handen: sifferkort så mycket som siffran visar, specialkort 20, vildkort {wild}, Vild Dra 4 50. När någon når {target} poäng vinner den som har lägst poäng.</translation>
    </message>
    <message>
        <source>The first player out of cards wins the hand and scores the cards left in the other hands: numbers at face value, action cards 20, Wilds {wild}, Wild Draw Four 50. The game ends at {target} points.</source>
        <translation>Den som först blir av med alla kort vinner given och får poängen för korten som de andra har kvar: sifferkort så mycket som siffran visar, specialkort 20, vildkort {wild}, Vild Dra 4 50. Spelet slutar vid {target} poäng.</translation>
    </message>
    <message>
        <source>Edition: {name}</source>
        <translation>Utgåva: {name}</translation>
    </message>
    <message>
        <source>Rules of this game</source>
        <translation>Regler för det här spelet</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tangenter</translation>
    </message>
</context>
<context>
    <name>BarButton</name>
    <message>
        <source>Key: %1</source>
        <translation>Tangent: %1</translation>
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
        <translation>Tangent: %1</translation>
    </message>
</context>
<context>
    <name>CaptainPanel</name>
    <message>
        <source>Pick two seats to swap (%1/2)</source>
        <translation>Välj två platser som byter (%1/2)</translation>
    </message>
    <message>
        <source>Captain&apos;s call</source>
        <translation>Kaptenen bestämmer</translation>
    </message>
    <message>
        <source>All hands → next seat</source>
        <translation>Alla kort → nästa plats</translation>
    </message>
    <message>
        <source>All hands ← back</source>
        <translation>Alla kort ← bakåt</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Swap two…</source>
        <translation>Byt två …</translation>
    </message>
    <message>
        <source>No exchange</source>
        <translation>Inget byte</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>{color} {number}</source>
        <translation>{color:def} {number}:an</translation>
    </message>
    <message>
        <source>{color} Skip</source>
        <translation>{color:def} Hoppa över</translation>
    </message>
    <message>
        <source>{color} Reverse</source>
        <translation>{color:def} Omvänd</translation>
    </message>
    <message>
        <source>{color} Draw Two</source>
        <translation>{color:def} Dra 2</translation>
    </message>
    <message>
        <source>{color} SLAP</source>
        <translation>{color:def} SLÅ</translation>
    </message>
    <message>
        <source>{color} Hit 2</source>
        <translation>{color:def} Dubbeltryck</translation>
    </message>
    <message>
        <source>{color} Discard All</source>
        <translation>{color:def} Släng alla</translation>
    </message>
    <message>
        <source>{color} Trade Hands</source>
        <translation>{color:def} Byt kort</translation>
    </message>
    <message>
        <source>{color} Pass Hands</source>
        <translation>{color:def} Skicka korten</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Hoppa över</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Omvänd</translation>
    </message>
    <message>
        <source>Draw Two</source>
        <translation>Dra 2</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Vild</translation>
    </message>
    <message>
        <source>Wild Draw Four</source>
        <translation>Vild Dra 4</translation>
    </message>
    <message>
        <source>Wild Downpour Draw One</source>
        <translation>Vild Skyfall Dra 1</translation>
    </message>
    <message>
        <source>Wild Downpour Draw Two</source>
        <translation>Vild Skyfall Dra 2</translation>
    </message>
    <message>
        <source>Penalty Kick</source>
        <translation>Straffspark</translation>
    </message>
    <message>
        <source>Racer X</source>
        <translation>Racer X</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kapten</translation>
    </message>
    <message>
        <source>Offside</source>
        <translation>Offside</translation>
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
        <translation>Ärevarv</translation>
    </message>
    <message>
        <source>SLAP</source>
        <translation>SLÅ</translation>
    </message>
    <message>
        <source>Hit 2</source>
        <translation>Dubbeltryck</translation>
    </message>
    <message>
        <source>Discard All</source>
        <translation>Släng alla</translation>
    </message>
    <message>
        <source>Trade Hands</source>
        <translation>Byt kort</translation>
    </message>
    <message>
        <source>Pass Hands</source>
        <translation>Skicka korten</translation>
    </message>
    <message>
        <source>Wild All Hit</source>
        <translation>Vild Alla trycker</translation>
    </message>
    <message>
        <source>Wild Hit-Fire</source>
        <translation>Vild Tryck ×?</translation>
    </message>
    <message>
        <source>Wild Hit 1</source>
        <translation>Vild Ett tryck</translation>
    </message>
    <message>
        <source>{color} {card}</source>
        <translation>{color:def} {card}</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Call UNO now, before anyone catches you.</source>
        <translation>Ropa UNO nu, innan någon ertappar dig.</translation>
    </message>
    <message>
        <source>Call UNO now: the card you play next leaves you one.</source>
        <translation>Ropa UNO nu: efter nästa kort du lägger har du ett kvar.</translation>
    </message>
    <message>
        <source>Catch {seat}: one card left and no UNO called.</source>
        <translation>Ertappa {seat}: ett kort kvar och inget UNO ropat.</translation>
    </message>
    <message>
        <source>Play {card}: it is your last card, and the hand is yours.</source>
        <translation>Lägg {card}: det är ditt sista kort, och given är din.</translation>
    </message>
    <message>
        <source>Play {card}: it is your last card, though without an UNO call it does not end the hand.</source>
        <translation>Lägg {card}: det är ditt sista kort, men utan UNO-rop avslutar det inte given.</translation>
    </message>
    <message numerus="yes">
        <source>Play the Wild now: {seat} has only %n card(s) left.</source>
        <translation>
            <numerusform>Lägg vildkortet nu: {seat} har bara %n kort kvar.</numerusform>
            <numerusform>Lägg vildkortet nu: {seat} har bara %n kort kvar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the Wild: none of your coloured cards fits.</source>
        <translation>Lägg vildkortet: inget av dina färgade kort passar.</translation>
    </message>
    <message>
        <source>Play the Wild and name the colour you hold most.</source>
        <translation>Lägg vildkortet och välj den färg du har flest kort i.</translation>
    </message>
    <message numerus="yes">
        <source>Play the Wild Draw Four: {seat} has only %n card(s) left and faces four more.</source>
        <translation>
            <numerusform>Lägg Vild Dra 4: {seat} har bara %n kort kvar och får dra fyra till.</numerusform>
            <numerusform>Lägg Vild Dra 4: {seat} har bara %n kort kvar och får dra fyra till.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the Wild Draw Four: {seat} faces four cards.</source>
        <translation>Lägg Vild Dra 4: {seat} får dra fyra kort.</translation>
    </message>
    <message>
        <source>Play {card}: {seat} faces two cards.</source>
        <translation>Lägg {card}: {seat} får dra två kort.</translation>
    </message>
    <message>
        <source>Play {card}: you can follow {color} and keep {wild} for later.</source>
        <translation>Lägg {card}: du kan fortsätta i {color:noun} och spara {wild} till senare.</translation>
    </message>
    <message>
        <source>Play {card}: follow {color}.</source>
        <translation>Lägg {card}: fortsätt i {color:noun}.</translation>
    </message>
    <message>
        <source>Do not swap: nobody holds fewer cards than you.</source>
        <translation>Byt inte: ingen har färre kort än du.</translation>
    </message>
    <message>
        <source>Play the Wild Draw Four: none of your coloured cards fits.</source>
        <translation>Lägg Vild Dra 4: inget av dina färgade kort passar.</translation>
    </message>
    <message>
        <source>Play {card}: it is your last card.</source>
        <translation>Lägg {card}: det är ditt sista kort.</translation>
    </message>
    <message>
        <source>Play the Wild Draw Four as a bluff: you hold {color}, so {seat} may challenge it, and then you take the cards.</source>
        <translation>Lägg Vild Dra 4 som bluff: du har {color:noun}, så {seat} kan utmana, och då tar du korten.</translation>
    </message>
    <message>
        <source>Play {card}: {seat} misses a turn.</source>
        <translation>Lägg {card}: {seat} får stå över.</translation>
    </message>
    <message>
        <source>Play {card}: play turns back, away from {seat}.</source>
        <translation>Lägg {card}: spelriktningen vänder, bort från {seat}.</translation>
    </message>
    <message>
        <source>Play {card}: {seat} could not follow {color} last time.</source>
        <translation>Lägg {card}: {seat} kunde inte lägga {color:noun} senast.</translation>
    </message>
    <message numerus="yes">
        <source>Play {card}: switch to {color}, where you still hold %n card(s).</source>
        <translation>
            <numerusform>Lägg {card}: byt till {color:noun} – du har %n kort kvar i den färgen.</numerusform>
            <numerusform>Lägg {card}: byt till {color:noun} – du har %n kort kvar i den färgen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play {card} now: {seat} is about to go out, and it would count against you.</source>
        <translation>Lägg {card} nu: {seat} går snart ut, och kortet skulle räknas mot dig.</translation>
    </message>
    <message>
        <source>Choose {color}: {seat} could not follow it last time.</source>
        <translation>Välj {color:noun}: {seat} kunde inte lägga den färgen senast.</translation>
    </message>
    <message>
        <source>Choose {color}: you hold the most cards of it.</source>
        <translation>Välj {color:noun}: du har flest kort i den färgen.</translation>
    </message>
    <message>
        <source>Choose {color}: you hold as many cards of it as of {others}.</source>
        <translation>Välj {color:noun}: du har lika många kort i den färgen som i {others}.</translation>
    </message>
    <message numerus="yes">
        <source>Choose {color}: you hold %n card(s) of it.</source>
        <translation>
            <numerusform>Välj {color:noun}: du har %n kort i den färgen.</numerusform>
            <numerusform>Välj {color:noun}: du har %n kort i den färgen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw: nothing in your hand matches.</source>
        <translation>Dra: inget på handen passar.</translation>
    </message>
    <message>
        <source>Draw: keep your cards for a better moment.</source>
        <translation>Dra: spara dina kort till ett bättre tillfälle.</translation>
    </message>
    <message>
        <source>Keep {card}: save it for a tighter moment.</source>
        <translation>Behåll {card}: spara det tills du verkligen behöver det.</translation>
    </message>
    <message>
        <source>Play {card}, the card you drew: it fits now.</source>
        <translation>Lägg {card}, kortet du drog: det passar nu.</translation>
    </message>
    <message numerus="yes">
        <source>Swap with {seat}: they hold only %n card(s).</source>
        <translation>
            <numerusform>Byt med {seat}, som bara har %n kort.</numerusform>
            <numerusform>Byt med {seat}, som bara har %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>Challenge: {seat} probably held a card of the colour before.</source>
        <translation>Utmana: {seat} hade nog ett kort i den gamla färgen.</translation>
    </message>
    <message>
        <source>Take the cards: a challenge would probably fail.</source>
        <translation>Ta korten: en utmaning skulle troligen misslyckas.</translation>
    </message>
    <message numerus="yes">
        <source>Take the %n card(s): nothing you hold passes them on.</source>
        <translation>
            <numerusform>Ta %n kort: inget på din hand skickar det vidare.</numerusform>
            <numerusform>Ta de %n korten: inget på din hand skickar dem vidare.</numerusform>
        </translation>
    </message>
    <message>
        <source>{action}: it came out best in the hard bot&apos;s simulated hands.</source>
        <translation>{action}: den svåra boten provade alla drag, och det här gick bäst.</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} och {last}</translation>
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
        <translation>Coachen är inte tillgänglig i det här spelet.</translation>
    </message>
    <message>
        <source>Nothing for you to decide right now.</source>
        <translation>Du har inget att bestämma just nu.</translation>
    </message>
    <message>
        <source>Hand {hand}, your move {move}: you chose “{yours}”; the hard bot would choose “{theirs}”.</source>
        <translation>Giv {hand}, ditt drag {move}: du valde ”{yours}”; den svåra boten skulle välja ”{theirs}”.</translation>
    </message>
</context>
<context>
    <name>CoachReview</name>
    <message>
        <source>What would the hard bot have done?</source>
        <translation>Vad hade den svåra boten gjort?</translation>
    </message>
    <message>
        <source>Looking at your moves: %1 of %2…</source>
        <translation>Boten går igenom dina drag: %1 av %2 …</translation>
    </message>
    <message>
        <source>You made no moves in this hand.</source>
        <translation>Du gjorde inga drag i den här given.</translation>
    </message>
    <message>
        <source>It would have played every move as you did. Well played!</source>
        <translation>Den hade spelat varje drag som du. Bra spelat!</translation>
    </message>
    <message numerus="yes">
        <source>It would have played %n of your moves otherwise. Watch each one:</source>
        <translation>
            <numerusform>Den hade spelat %n av dina drag annorlunda. Se draget:</numerusform>
            <numerusform>Den hade spelat %n av dina drag annorlunda. Se vart och ett:</numerusform>
        </translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Se</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Tillbaka till bordet</translation>
    </message>
</context>
<context>
    <name>Color</name>
    <message>
        <source>red</source>
        <translation>röd</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gul</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grön</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blå</translation>
    </message>
    <message>
        <source>black</source>
        <translation>svart</translation>
    </message>
    <message>
        <source>red</source>
        <comment>noun</comment>
        <translation>rött</translation>
    </message>
    <message>
        <source>red</source>
        <comment>def</comment>
        <translation>röda</translation>
    </message>
    <message>
        <source>red</source>
        <comment>f</comment>
        <translation>röd</translation>
    </message>
    <message>
        <source>red</source>
        <comment>n</comment>
        <translation>rött</translation>
    </message>
    <message>
        <source>red</source>
        <comment>m</comment>
        <translation>röd</translation>
    </message>
    <message>
        <source>red</source>
        <comment>m acc</comment>
        <translation>röd</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>noun</comment>
        <translation>gult</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>def</comment>
        <translation>gula</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>f</comment>
        <translation>gul</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>n</comment>
        <translation>gult</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>m</comment>
        <translation>gul</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>m acc</comment>
        <translation>gul</translation>
    </message>
    <message>
        <source>green</source>
        <comment>noun</comment>
        <translation>grönt</translation>
    </message>
    <message>
        <source>green</source>
        <comment>def</comment>
        <translation>gröna</translation>
    </message>
    <message>
        <source>green</source>
        <comment>f</comment>
        <translation>grön</translation>
    </message>
    <message>
        <source>green</source>
        <comment>n</comment>
        <translation>grönt</translation>
    </message>
    <message>
        <source>green</source>
        <comment>m</comment>
        <translation>grön</translation>
    </message>
    <message>
        <source>green</source>
        <comment>m acc</comment>
        <translation>grön</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>noun</comment>
        <translation>blått</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>def</comment>
        <translation>blå</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>f</comment>
        <translation>blå</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>n</comment>
        <translation>blått</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>m</comment>
        <translation>blå</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>m acc</comment>
        <translation>blå</translation>
    </message>
</context>
<context>
    <name>ColorChoice</name>
    <message>
        <source>Red</source>
        <translation>Röd</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gul</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grön</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Tangent: %1</translation>
    </message>
</context>
<context>
    <name>ColorPicker</name>
    <message>
        <source>Choose a colour</source>
        <translation>Välj färg</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Röd</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gul</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grön</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
</context>
<context>
    <name>ColorRing</name>
    <message>
        <source>Active colour: %1</source>
        <translation>Ledande färg: %1</translation>
    </message>
    <message>
        <source>red</source>
        <translation>röd</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gul</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grön</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blå</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>FILE</source>
        <translation>FIL</translation>
    </message>
    <message>
        <source>open the game at its main menu</source>
        <translation>öppna spelet i huvudmenyn</translation>
    </message>
    <message>
        <source>host a LAN game without a window (uno-desktop host --help lists its options)</source>
        <translation>vara värd för ett nätverksspel utan fönster (uno-desktop host --help visar alternativen)</translation>
    </message>
    <message>
        <source>start without a window, play one bot turn, exit (0: it works)</source>
        <translation>starta utan fönster, spela ett drag med en bot, avsluta (0: allt fungerar)</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>visa den här hjälpen och avsluta</translation>
    </message>
    <message>
        <source>Usage:</source>
        <translation>Användning:</translation>
    </message>
    <message>
        <source>UNO for the desktop: every house rule, eleven themed editions, bots and LAN play.</source>
        <translation>UNO för skrivbordet: alla husregler, elva temautgåvor, bottar och nätverksspel.</translation>
    </message>
    <message>
        <source>rules core: compiled (mypyc)</source>
        <translation>regelkärna: kompilerad (mypyc)</translation>
    </message>
    <message>
        <source>rules core: plain Python (slower; an install with a C compiler builds the compiled one)</source>
        <translation>regelkärna: ren Python (långsammare; en installation med C-kompilator bygger den kompilerade)</translation>
    </message>
    <message>
        <source>Here the installed game&apos;s desktop entry (Linux) or app bundle (macOS) lets invitation links open the game; there is nothing to register.</source>
        <translation>Här öppnar inbjudningslänkar spelet genom det installerade spelets skrivbordspost (Linux) eller appaket (macOS); det finns inget att registrera.</translation>
    </message>
    <message>
        <source>Invitation links (uno-desktop:) now open this copy of the game.</source>
        <translation>Inbjudningslänkar (uno-desktop:) öppnar nu den här kopian av spelet.</translation>
    </message>
    <message>
        <source>LINK</source>
        <translation>LÄNK</translation>
    </message>
    <message>
        <source>resume the game saved in %1 (an autosave.json, say), or watch the game recorded in it (a .unorec file)</source>
        <translation>återuppta spelet som sparats i %1 (till exempel en autosave.json) eller se spelet som spelats in i den (en .unorec-fil)</translation>
    </message>
    <message>
        <source>open the join page of the online room an invitation link (uno-desktop://join/...) is for, in the game already running if it is</source>
        <translation>öppna sidan för att gå med i onlinerummet som en inbjudningslänk (uno-desktop://join/...) gäller, i spelet som redan är igång om det är det</translation>
    </message>
    <message>
        <source>play in this language this time (Settings keep their choice)</source>
        <translation>spela på det här språket den här gången (inställningarna behåller sitt val)</translation>
    </message>
    <message>
        <source>Windows: let invitation links (uno-desktop:) open this copy of the game (the installed game does this by itself)</source>
        <translation>Windows: låt inbjudningslänkar (uno-desktop:) öppna den här kopian av spelet (det installerade spelet gör det självt)</translation>
    </message>
    <message>
        <source>show the version and which rules core runs, and exit</source>
        <translation>visa versionen och vilken regelkärna som körs, och avsluta</translation>
    </message>
    <message>
        <source>The language is the one chosen in Settings; until one is chosen, the system&apos;s (LANGUAGE, LC_ALL, LANG); --lang overrides both for one run.</source>
        <translation>Språket är det som valts i Inställningar; tills ett har valts systemets (LANGUAGE, LC_ALL, LANG); --lang går före båda för en körning.</translation>
    </message>
    <message>
        <source>Qt&apos;s own options, such as -platform offscreen, go to Qt.</source>
        <translation>Qt:s egna alternativ, till exempel -platform offscreen, går till Qt.</translation>
    </message>
    <message>
        <source>Settings and the autosave are in %1</source>
        <translation>Inställningar och det automatiskt sparade spelet finns i %1</translation>
    </message>
    <message>
        <source>%1: the languages are %2</source>
        <translation>%1: språken är %2</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>okänt alternativ %1</translation>
    </message>
    <message>
        <source>one file at a time, not %1</source>
        <translation>en fil i taget, inte %1</translation>
    </message>
    <message>
        <source>Try “%1 --help”.</source>
        <translation>Se ”%1 --help”.</translation>
    </message>
    <message>
        <source>%1: no window can be opened here (%2).</source>
        <translation>%1: inget fönster kan öppnas här (%2).</translation>
    </message>
    <message>
        <source>%1: no display to show the game on (DISPLAY and WAYLAND_DISPLAY are not set); start it from your desktop.</source>
        <translation>%1: ingen skärm att visa spelet på (DISPLAY och WAYLAND_DISPLAY är inte satta); starta det från ditt skrivbord.</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>Leave</source>
        <translation>Lämna</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Stanna</translation>
    </message>
</context>
<context>
    <name>Decision</name>
    <message>
        <source>Play a card or draw</source>
        <translation>Lägg ett kort eller dra</translation>
    </message>
    <message>
        <source>Play the drawn card or keep it</source>
        <translation>Lägg det dragna kortet eller behåll det</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>Välj färg</translation>
    </message>
    <message>
        <source>Stack, challenge or take the cards</source>
        <translation>Stapla, utmana eller ta korten</translation>
    </message>
    <message>
        <source>Swap hands with someone (or not)</source>
        <translation>Byt kort med någon (eller låt bli)</translation>
    </message>
    <message>
        <source>Choose whom to swap hands with</source>
        <translation>Välj vem du byter kort med</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>Given är slut</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source>Spin the wheel, or play the twin card</source>
        <translation>Snurra hjulet eller lägg tvillingkortet</translation>
    </message>
    <message>
        <source>Name a colour to discard</source>
        <translation>Välj en färg att slänga</translation>
    </message>
    <message>
        <source>Name a number to discard</source>
        <translation>Välj en siffra att slänga</translation>
    </message>
    <message>
        <source>Discard down to two cards</source>
        <translation>Släng tills du har två kort</translation>
    </message>
    <message>
        <source>Call UNO Spin first!</source>
        <translation>Ropa UNO Spin först!</translation>
    </message>
    <message>
        <source>Discard one card of your choice</source>
        <translation>Släng valfritt kort</translation>
    </message>
    <message>
        <source>Choose your opponent for the penalty kick</source>
        <translation>Välj motståndare till straffsparken</translation>
    </message>
    <message>
        <source>Play the next number or lose the race</source>
        <translation>Lägg nästa siffra eller förlora racet</translation>
    </message>
    <message>
        <source>Captain: rotate the hands, swap two, or nothing</source>
        <translation>Kapten: skicka korten vidare, byt två eller inget</translation>
    </message>
    <message>
        <source>Choose who starts filling the scale</source>
        <translation>Välj vem som börjar fylla vågen</translation>
    </message>
    <message>
        <source>Put the top card into a pan</source>
        <translation>Lägg det översta kortet i en vågskål</translation>
    </message>
    <message>
        <source>Choose the colour of a starting pan</source>
        <translation>Välj färg för en startvågskål</translation>
    </message>
    <message>
        <source>Name a colour everyone must show</source>
        <translation>Välj en färg som alla måste visa</translation>
    </message>
    <message>
        <source>Keep this hand or pass the hands on</source>
        <translation>Behåll korten eller skicka dem vidare</translation>
    </message>
    <message>
        <source>SLAP! Hit your buzzer!</source>
        <translation>SLÅ! Tryck på summern!</translation>
    </message>
    <message>
        <source>Choose whom to trade hands with</source>
        <translation>Välj vem du byter kort med</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Lägg ett kort</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Dra ett kort</translation>
    </message>
    <message>
        <source>Play the drawn card</source>
        <translation>Lägg det dragna kortet</translation>
    </message>
    <message>
        <source>Keep the drawn card</source>
        <translation>Behåll det dragna kortet</translation>
    </message>
    <message>
        <source>Challenge or take the cards</source>
        <translation>Utmana eller ta korten</translation>
    </message>
    <message>
        <source>Stack or take the cards</source>
        <translation>Stapla eller ta korten</translation>
    </message>
    <message>
        <source>Take the cards</source>
        <translation>Ta korten</translation>
    </message>
    <message>
        <source>Play Offside or take the cards</source>
        <translation>Lägg Offside eller ta korten</translation>
    </message>
    <message>
        <source>Challenge, play Offside or take the cards</source>
        <translation>Utmana, lägg Offside eller ta korten</translation>
    </message>
    <message>
        <source>Stack, play Offside or take the cards</source>
        <translation>Stapla, lägg Offside eller ta korten</translation>
    </message>
    <message>
        <source>Stack, challenge, play Offside or take the cards</source>
        <translation>Stapla, utmana, lägg Offside eller ta korten</translation>
    </message>
    <message>
        <source>Swap hands with someone</source>
        <translation>Byt kort med någon</translation>
    </message>
</context>
<context>
    <name>DeviceStage</name>
    <message>
        <source>SLAP!</source>
        <translation>SLÅ!</translation>
    </message>
    <message>
        <source>Everyone hits the buzzer — the last one draws 2</source>
        <translation>Alla trycker på summern – den som är sist drar 2</translation>
    </message>
    <message>
        <source>UNO Spin!</source>
        <translation>UNO Spin!</translation>
    </message>
    <message>
        <source>The first to call it discards a card</source>
        <translation>Den som ropar först slänger ett kort</translation>
    </message>
    <message>
        <source>{seat} was first!</source>
        <translation>{seat} var först!</translation>
    </message>
    <message>
        <source>You were first!</source>
        <translation>Du var först!</translation>
    </message>
    <message>
        <source>{seat} names {value}</source>
        <translation>{seat} väljer {value:noun}</translation>
    </message>
    <message>
        <source>You name {value}</source>
        <translation>Du väljer {value:noun}</translation>
    </message>
    <message>
        <source>{seat} calls UNO Spin: wrong segment!</source>
        <translation>{seat} ropar UNO Spin: fel fält!</translation>
    </message>
    <message>
        <source>You call UNO Spin: wrong segment!</source>
        <translation>Du ropar UNO Spin: fel fält!</translation>
    </message>
    <message>
        <source>Nobody called it</source>
        <translation>Ingen ropade</translation>
    </message>
    <message>
        <source>Discard All!</source>
        <translation>Släng alla!</translation>
    </message>
    <message>
        <source>The scale tips!</source>
        <translation>Vågen tippar!</translation>
    </message>
    <message>
        <source>{seat} placed the last card</source>
        <translation>{seat} lade det sista kortet</translation>
    </message>
    <message>
        <source>You placed the last card</source>
        <translation>Du lade det sista kortet</translation>
    </message>
    <message>
        <source>All Hit!</source>
        <translation>Alla trycker!</translation>
    </message>
    <message>
        <source>Everyone else presses the launcher in turn</source>
        <translation>Alla andra trycker på kortkastaren i tur och ordning</translation>
    </message>
    <message>
        <source>Hit-Fire!</source>
        <translation>Eld!</translation>
    </message>
    <message>
        <source>The next player presses until cards fly</source>
        <translation>Nästa spelare trycker tills korten flyger</translation>
    </message>
    <message>
        <source>Hit 2!</source>
        <translation>Dubbeltryck!</translation>
    </message>
    <message>
        <source>Two presses for the next player</source>
        <translation>Två tryck för nästa spelare</translation>
    </message>
    <message>
        <source>Hit 1!</source>
        <translation>Ett tryck!</translation>
    </message>
    <message>
        <source>One press for the next player</source>
        <translation>Ett tryck för nästa spelare</translation>
    </message>
    <message numerus="yes">
        <source>{seat} drops %n card(s) of the colour</source>
        <translation>
            <numerusform>{seat} slänger %n kort i färgen</numerusform>
            <numerusform>{seat} slänger %n kort i färgen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You drop %n card(s) of the colour</source>
        <translation>
            <numerusform>Du slänger %n kort i färgen</numerusform>
            <numerusform>Du slänger %n kort i färgen</numerusform>
        </translation>
    </message>
    <message>
        <source>Downpour!</source>
        <translation>Skyfall!</translation>
    </message>
    <message numerus="yes">
        <source>Everyone else draws %n</source>
        <translation>
            <numerusform>Alla andra drar %n</numerusform>
            <numerusform>Alla andra drar %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Devices</name>
    <message>
        <source>{seat} spins the wheel: {segment}.</source>
        <translation>{seat} snurrar hjulet: {segment}.</translation>
    </message>
    <message>
        <source>{seat} presses the launcher: nothing happens.</source>
        <translation>{seat} trycker på kortkastaren: ingenting händer.</translation>
    </message>
    <message>
        <source>You press the launcher: nothing happens.</source>
        <translation>Du trycker på kortkastaren: ingenting händer.</translation>
    </message>
    <message>
        <source>The flash unit picks {seat}.</source>
        <translation>Flash-enheten väljer {seat}.</translation>
    </message>
    <message>
        <source>The flash unit picks you.</source>
        <translation>Flash-enheten väljer dig.</translation>
    </message>
    <message>
        <source>Racer X! The race starts at {value}.</source>
        <translation>Racer X! Racet börjar på {value}.</translation>
    </message>
    <message>
        <source>Racer X turns up {card}.</source>
        <translation>Racer X vänder upp {card}.</translation>
    </message>
    <message numerus="yes">
        <source>Chain: %n card(s).</source>
        <translation>
            <numerusform>Kedja: %n kort.</numerusform>
            <numerusform>Kedja: %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>SLAP! Everyone hits the buzzer.</source>
        <translation>SLÅ! Alla trycker på summern.</translation>
    </message>
    <message>
        <source>UNO Spin! The first to call it discards a card.</source>
        <translation>UNO Spin! Den som ropar först slänger ett kort.</translation>
    </message>
    <message>
        <source>{seat} loses the race.</source>
        <translation>{seat} förlorar racet.</translation>
    </message>
    <message>
        <source>You lose the race.</source>
        <translation>Du förlorar racet.</translation>
    </message>
    <message>
        <source>{seat} wins the race.</source>
        <translation>{seat} vinner racet.</translation>
    </message>
    <message>
        <source>You win the race.</source>
        <translation>Du vinner racet.</translation>
    </message>
    <message>
        <source>Nobody won the race.</source>
        <translation>Ingen vann racet.</translation>
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
        <translation>{winner} vinner duellen, {loser} tar korten.</translation>
    </message>
    <message>
        <source>You win the duel, {loser} takes the cards.</source>
        <translation>Du vinner duellen, {loser} tar korten.</translation>
    </message>
    <message>
        <source>{winner} wins the duel, you take the cards.</source>
        <translation>{winner} vinner duellen, du tar korten.</translation>
    </message>
    <message>
        <source>{loser} loses the duel and takes the cards.</source>
        <translation>{loser} förlorar duellen och tar korten.</translation>
    </message>
    <message>
        <source>You lose the duel and take the cards.</source>
        <translation>Du förlorar duellen och tar korten.</translation>
    </message>
    <message>
        <source>{seat} is offside: nobody draws.</source>
        <translation>{seat} är offside: ingen drar.</translation>
    </message>
    <message>
        <source>You are offside: nobody draws.</source>
        <translation>Du är offside: ingen drar.</translation>
    </message>
    <message>
        <source>{seat} plays the twin: no spin.</source>
        <translation>{seat} lägger tvillingen: ingen snurr.</translation>
    </message>
    <message>
        <source>You play the twin: no spin.</source>
        <translation>Du lägger tvillingen: ingen snurr.</translation>
    </message>
    <message>
        <source>{seat} names {value}.</source>
        <translation>{seat} väljer {value:noun}.</translation>
    </message>
    <message>
        <source>You name {value}.</source>
        <translation>Du väljer {value:noun}.</translation>
    </message>
    <message>
        <source>The scale holds: {left} – {right}.</source>
        <translation>Vågen håller: {left} – {right}.</translation>
    </message>
    <message>
        <source>The scale tips! {seat} placed the last card.</source>
        <translation>Vågen tippar! {seat} lade det sista kortet.</translation>
    </message>
    <message>
        <source>The scale tips! You placed the last card.</source>
        <translation>Vågen tippar! Du lade det sista kortet.</translation>
    </message>
    <message>
        <source>{seat} drops {card} on the {pan} pan.</source>
        <translation>{seat} lägger {card} i den {pan} vågskålen.</translation>
    </message>
    <message>
        <source>You drop {card} on the {pan} pan.</source>
        <translation>Du lägger {card} i den {pan} vågskålen.</translation>
    </message>
    <message>
        <source>Your spin! Spin the wheel</source>
        <translation>Din tur att snurra! Snurra hjulet</translation>
    </message>
    <message numerus="yes">
        <source>Almost UNO: discard until two are left (%n more)</source>
        <translation>
            <numerusform>Nästan UNO: släng kort tills två är kvar (%n till)</numerusform>
            <numerusform>Nästan UNO: släng kort tills två är kvar (%n till)</numerusform>
        </translation>
    </message>
    <message>
        <source>Name a number to discard</source>
        <translation>Välj en siffra att slänga</translation>
    </message>
    <message>
        <source>Name a colour to discard</source>
        <translation>Välj en färg att slänga</translation>
    </message>
    <message>
        <source>UNO Spin! Be the first to call it</source>
        <translation>UNO Spin! Ropa först</translation>
    </message>
    <message>
        <source>You won the race: discard one card</source>
        <translation>Du vann racet: släng ett kort</translation>
    </message>
    <message>
        <source>Your spin! Spin the wheel, or play your twin card to cancel it</source>
        <translation>Din tur att snurra! Snurra hjulet eller lägg ditt tvillingkort för att stoppa det</translation>
    </message>
    <message>
        <source>Choose your opponent for the penalty kick</source>
        <translation>Välj motståndare till straffsparken</translation>
    </message>
    <message>
        <source>Racer X: play the next number or give up</source>
        <translation>Racer X: lägg nästa siffra eller ge upp</translation>
    </message>
    <message>
        <source>Captain: move the hands, swap two, or keep them</source>
        <translation>Kapten: skicka korten, byt två eller behåll</translation>
    </message>
    <message>
        <source>Lotso: name a colour; who shows none draws 3, and if all can, you draw 3</source>
        <translation>Lotso: välj en färg; den som inte kan visa en drar 3, och kan alla drar du 3</translation>
    </message>
    <message>
        <source>Victory lap: keep this hand or pass the hands on</source>
        <translation>Ärevarv: behåll korten eller skicka dem vidare</translation>
    </message>
    <message>
        <source>SLAP! Hit the buzzer</source>
        <translation>SLÅ! Tryck på summern</translation>
    </message>
    <message>
        <source>Tilt: choose who starts filling the pans</source>
        <translation>Tippo: välj vem som börjar fylla vågskålarna</translation>
    </message>
    <message>
        <source>Tilt: choose a pan for the top card</source>
        <translation>Tippo: välj vågskål för det översta kortet</translation>
    </message>
    <message>
        <source>{name} played a Tilt card: put the top card of the draw pile into a pan</source>
        <translation>{name} spelade ett Tippo-kort: lägg det översta kortet i draghögen i en vågskål</translation>
    </message>
    <message>
        <source>Your Tilt card: put the top card of the draw pile into a pan</source>
        <translation>Ditt Tippo-kort: lägg det översta kortet i draghögen i en vågskål</translation>
    </message>
    <message>
        <source>{name} played a Tilt card: put the top card of the draw pile into its pan</source>
        <translation>{name} spelade ett Tippo-kort: lägg det översta kortet i draghögen i dess vågskål</translation>
    </message>
    <message>
        <source>Your Tilt card: put the top card of the draw pile into its pan</source>
        <translation>Ditt Tippo-kort: lägg det översta kortet i draghögen i dess vågskål</translation>
    </message>
    <message>
        <source>Now pick a pan: 1 left, 2 right</source>
        <translation>Välj nu en skål: 1 vänster, 2 höger</translation>
    </message>
    <message>
        <source>Choose whom to trade hands with</source>
        <translation>Välj vem du byter kort med</translation>
    </message>
    <message>
        <source>Play a card on a pan (card, then pan) or draw</source>
        <translation>Lägg ett kort i en vågskål (kort, sedan skål) eller dra</translation>
    </message>
    <message>
        <source>Choose the colour of the black start card</source>
        <translation>Välj färg för det svarta startkortet</translation>
    </message>
    <message>
        <source>Play a card or press the launcher</source>
        <translation>Lägg ett kort eller tryck på kortkastaren</translation>
    </message>
    <message numerus="yes">
        <source>Whoever tips the scale draws %n card(s); a card on the lighter pan never tips it</source>
        <translation>
            <numerusform>Den som tippar vågen drar %n kort; ett kort i den lättare skålen tippar den aldrig</numerusform>
            <numerusform>Den som tippar vågen drar %n kort; ett kort i den lättare skålen tippar den aldrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Whoever tips the scale draws %n card(s)</source>
        <translation>
            <numerusform>Den som tippar vågen drar %n kort</numerusform>
            <numerusform>Den som tippar vågen drar %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Press the launcher %n time(s)</source>
        <translation>
            <numerusform>Tryck på kortkastaren %n gång</numerusform>
            <numerusform>Tryck på kortkastaren %n gånger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Press the launcher %n time(s), or pass it on with your Hit 2</source>
        <translation>
            <numerusform>Tryck på kortkastaren %n gång, eller skicka vidare med ditt Dubbeltryck</numerusform>
            <numerusform>Tryck på kortkastaren %n gånger, eller skicka vidare med ditt Dubbeltryck</numerusform>
        </translation>
    </message>
    <message>
        <source>Racer X: you hold no next number, give up</source>
        <translation>Racer X: du har inte nästa siffra, ge upp</translation>
    </message>
    <message>
        <source>Victory lap: the hands have gone round, keep this one</source>
        <translation>Ärevarv: korten har gått ett varv, behåll dessa</translation>
    </message>
    <message>
        <source>Play a card on a pan (card, then pan)</source>
        <translation>Lägg ett kort i en vågskål (kort, sedan skål)</translation>
    </message>
    <message>
        <source>No card fits a pan: draw</source>
        <translation>Inget kort passar en skål: dra</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Lägg ett kort</translation>
    </message>
    <message>
        <source>Nothing fits: press the launcher</source>
        <translation>Inget passar: tryck på kortkastaren</translation>
    </message>
    <message>
        <source>left</source>
        <translation>vänstra</translation>
    </message>
    <message>
        <source>right</source>
        <translation>högra</translation>
    </message>
    <message>
        <source>Almost UNO</source>
        <translation>Nästan UNO</translation>
    </message>
    <message>
        <source>Discard number</source>
        <translation>Släng siffra</translation>
    </message>
    <message>
        <source>Discard colour</source>
        <translation>Släng färg</translation>
    </message>
    <message>
        <source>Draw red</source>
        <translation>Dra tills rött</translation>
    </message>
    <message>
        <source>Draw blue</source>
        <translation>Dra tills blått</translation>
    </message>
    <message>
        <source>Show hand</source>
        <translation>Visa korten</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Duell</translation>
    </message>
    <message>
        <source>UNO Spin</source>
        <translation>Ropa UNO Spin</translation>
    </message>
    <message>
        <source>You spin the wheel: {segment}.</source>
        <translation>Du snurrar hjulet: {segment}.</translation>
    </message>
    <message>
        <source>{seat} moves no hands with the Captain.</source>
        <translation>{seat} spelar Kapten utan att byta kort.</translation>
    </message>
    <message>
        <source>You move no hands with the Captain.</source>
        <translation>Du spelar Kapten utan att byta kort.</translation>
    </message>
    <message>
        <source>Victory lap {lap}.</source>
        <translation>Ärevarv {lap}.</translation>
    </message>
</context>
<context>
    <name>DuelScene</name>
    <message>
        <source>Battle! Lowest number takes all</source>
        <translation>Duell! Lägst siffra tar alla korten</translation>
    </message>
    <message>
        <source>Penalty kick!</source>
        <translation>Straffspark!</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier round(s) tied</source>
        <translation>
            <numerusform>%n tidigare omgång oavgjord</numerusform>
            <numerusform>%n tidigare omgångar oavgjorda</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runda %1</translation>
    </message>
    <message>
        <source>You take all the shown cards</source>
        <translation>Du tar alla visade kort</translation>
    </message>
    <message>
        <source>%1 takes all the shown cards</source>
        <translation>%1 tar alla visade kort</translation>
    </message>
    <message>
        <source>You score! %1 takes the cards and 2 more</source>
        <translation>Mål för dig! %1 tar korten och 2 till</translation>
    </message>
    <message>
        <source>%1 scores! You take the cards and 2 more</source>
        <translation>Mål för %1! Du tar korten och 2 till</translation>
    </message>
    <message>
        <source>%1 scores! %2 takes the cards and 2 more</source>
        <translation>Mål för %1! %2 tar korten och 2 till</translation>
    </message>
</context>
<context>
    <name>Edition</name>
    <message>
        <source>Classic</source>
        <translation>Klassisk</translation>
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
        <translation>FIFA-VM 2006</translation>
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
        <translation>Bilar (Cars)</translation>
    </message>
</context>
<context>
    <name>EditionRules</name>
    <message>
        <source>The classic deck of 108 cards: numbers 0–9 in four colours, Skip, Reverse, Draw Two, Wild and Wild Draw Four.</source>
        <translation>Den klassiska kortleken med 108 kort: siffrorna 0–9 i fyra färger, Hoppa över, Omvänd, Dra 2, Vild och Vild Dra 4.</translation>
    </message>
    <message>
        <source>Some cards from 1 to 5 carry a swirl. After a swirl card the next player spins the wheel instead of playing, unless they hold the identical card and play it. The wheel decides: Almost UNO, discard a number or a colour, draw until red or blue, show your hand, trade hands, Battle or UNO Spin.</source>
        <translation>Några kort från 1 till 5 har en virvel. Efter ett virvelkort snurrar nästa spelare hjulet i stället för att lägga, om den inte har det identiska kortet och lägger det. Hjulet avgör: Nästan UNO, släng en siffra eller en färg, dra tills rött eller blått kommer, visa korten, byt kort, Duell eller ropa UNO Spin.</translation>
    </message>
    <message>
        <source>Penalty Kick: a duel against an opponent. Both lay their highest number card; the lower one takes all the duel&apos;s cards plus two penalty cards. Then the player chooses the colour.</source>
        <translation>Straffspark: en duell mot en motståndare. Båda lägger sitt högsta sifferkort; den som har lägst tar alla duellens kort och två straffkort. Sedan väljer den som lade Straffspark färg.</translation>
    </message>
    <message>
        <source>Racer X: the top card of the draw pile is turned. From the next player on, everyone must play the next higher number in any colour (after 9 comes 0). Whoever cannot loses the race and draws three.</source>
        <translation>Racer X: det översta kortet i draghögen vänds upp. Från nästa spelare måste alla lägga nästa högre siffra i valfri färg (efter 9 kommer 0). Den som inte kan förlorar racet och drar tre kort.</translation>
    </message>
    <message>
        <source>Captain: all hands move one seat to the left or right, two players of your choice swap hands, or nothing happens. Then you choose the colour.</source>
        <translation>Kapten: alla skickar sina kort ett steg åt vänster eller höger, två spelare du väljer byter kort, eller så händer inget. Sedan väljer du färg.</translation>
    </message>
    <message>
        <source>Offside: play it on a Draw Two or Wild Draw Four aimed at you and nobody draws; you choose the colour. On your own turn it is a Wild.</source>
        <translation>Offside: lägg det på ett Dra 2 eller Vild Dra 4 som riktas mot dig, så drar ingen; du väljer färg. På din egen tur är det ett vildkort.</translation>
    </message>
    <message>
        <source>Two pans of a scale are the discard piles; play on either. Stop cards block a pan. Tilt: from the player you choose, everyone puts the top card of the draw pile into a pan until the scale tips; whoever tips it draws penalty cards.</source>
        <translation>Vågens två skålar är kasthögarna; lägg i valfri. Stoppkort spärrar en skål. Tippo: från spelaren du väljer lägger alla det översta kortet i draghögen i en skål tills vågen tippar; den som tippar den drar straffkort.</translation>
    </message>
    <message>
        <source>Lotso: name a colour; every other player must show a card of it or draw three. If everyone can, you draw three. Then you choose the colour.</source>
        <translation>Lotso: säg en färg; alla andra måste visa ett kort i den färgen eller dra tre kort. Om alla kan drar du tre. Sedan väljer du färg.</translation>
    </message>
    <message>
        <source>Victory Lap: all hands move one seat on, face down. You look at your new hand and keep it or pass the hands on again, until you keep one or your own returns. Then you choose the colour.</source>
        <translation>Ärevarv: alla skickar sina kort ett steg vidare med baksidan upp. Du tittar på dina nya kort och behåller dem eller skickar vidare igen, tills du behåller eller får tillbaka dina egna. Sedan väljer du färg.</translation>
    </message>
    <message>
        <source>The flash unit picks who plays next, at random, and gives a few seconds to play; too slow means drawing two. SLAP replaces Reverse: everyone hits the buzzer and the last one draws two.</source>
        <translation>Flash-enheten väljer slumpvis vem som spelar härnäst och ger några sekunder; den som är för långsam drar två kort. SLÅ ersätter Omvänd: alla trycker på summern och den som är sist drar två.</translation>
    </message>
    <message>
        <source>Drawing means pressing the card launcher: it fires a random number of cards, often none. Hit 2: the next player presses twice (it cannot be challenged). Wild Hit-Fire: press until cards come out. Wild All Hit: everyone presses once, the player last. Discard All: discard every card of that colour. Trade Hands: swap hands with another player.</source>
        <translation>Att dra betyder att trycka på kortkastaren: den skjuter ut ett slumpat antal kort, ofta inga. Dubbeltryck: nästa spelare trycker två gånger (det går inte att utmana). Vild Tryck ×?: tryck tills kort kommer ut. Vild Alla trycker: alla trycker en gång, den som lade kortet sist. Släng alla: släng alla kort i den färgen. Byt kort: byt kort med en annan spelare.</translation>
    </message>
    <message>
        <source>Wild Downpour Draw One and Two: you choose the colour and every other player draws one or two cards. Nobody is skipped. A Downpour card may not be played on a pending draw penalty, nor on a Wild Draw Four.</source>
        <translation>Vild Skyfall Dra 1 och 2: du väljer färg och alla andra spelare drar ett eller två kort. Ingen får stå över. Ett Skyfall-kort får inte läggas på ett dragstraff som väntar, inte heller på ett Vild Dra 4.</translation>
    </message>
</context>
<context>
    <name>FileChooser</name>
    <message>
        <source>Export</source>
        <translation>Exportera</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öppna</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Upp</translation>
    </message>
    <message>
        <source>To the folder that holds this one (Backspace)</source>
        <translation>Till mappen ovanför (backsteg)</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Mapp: %1</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Hem</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Desktop</source>
        <translation>Skrivbord</translation>
    </message>
    <message>
        <source>Downloads</source>
        <translation>Hämtade filer</translation>
    </message>
    <message>
        <source>Folders and files</source>
        <translation>Mappar och filer</translation>
    </message>
    <message>
        <source>Folder %1</source>
        <translation>Mapp %1</translation>
    </message>
    <message>
        <source>No folders and no record files here yet.</source>
        <translation>Här finns inga mappar och inga inspelningar än.</translation>
    </message>
    <message>
        <source>Nothing here to open: no folder and no file of this kind.</source>
        <translation>Här finns inget att öppna: ingen mapp och ingen fil av det här slaget.</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Filnamn:</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Filnamn</translation>
    </message>
    <message>
        <source>Files shown</source>
        <translation>Filer som visas</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Ersätta filen?</translation>
    </message>
    <message>
        <source>%1 is there already. Replace it with this game?</source>
        <translation>%1 finns redan. Vill du ersätta den med det här spelet?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersätt</translation>
    </message>
</context>
<context>
    <name>FileError</name>
    <message>
        <source>the disk is full.</source>
        <translation>disken är full.</translation>
    </message>
    <message>
        <source>the game&apos;s folder cannot be written to.</source>
        <translation>det går inte att skriva i spelets mapp.</translation>
    </message>
    <message>
        <source>the file could not be written.</source>
        <translation>filen kunde inte skrivas.</translation>
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
        <translation>Den här mappen går inte att läsa: den finns inte längre.</translation>
    </message>
    <message>
        <source>This folder cannot be read: you may not open it.</source>
        <translation>Den här mappen går inte att läsa: du får inte öppna den.</translation>
    </message>
    <message>
        <source>This folder cannot be read: it is a file.</source>
        <translation>Den här mappen går inte att läsa: det är en fil.</translation>
    </message>
    <message>
        <source>This folder cannot be read.</source>
        <translation>Den här mappen går inte att läsa.</translation>
    </message>
    <message>
        <source>Type a name for the file.</source>
        <translation>Skriv ett namn på filen.</translation>
    </message>
    <message>
        <source>{name} is a folder: choose another name.</source>
        <translation>{name} är en mapp: välj ett annat namn.</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist.</source>
        <translation>Mappen {folder} finns inte.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Team {n}</source>
        <translation>Lag {n}</translation>
    </message>
    <message>
        <source>Top card: {card}.</source>
        <translation>Översta kortet: {card}.</translation>
    </message>
    <message>
        <source>Active colour: {color}.</source>
        <translation>Ledande färg: {color}.</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s).</source>
        <translation>
            <numerusform>Draghögen: %n kort.</numerusform>
            <numerusform>Draghögen: %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} must press the launcher %n time(s).</source>
        <translation>
            <numerusform>{name} måste trycka på kortkastaren %n gång.</numerusform>
            <numerusform>{name} måste trycka på kortkastaren %n gånger.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You must press the launcher %n time(s).</source>
        <translation>
            <numerusform>Du måste trycka på kortkastaren %n gång.</numerusform>
            <numerusform>Du måste trycka på kortkastaren %n gånger.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} faces %n penalty card(s).</source>
        <translation>
            <numerusform>{name} ska ta %n straffkort.</numerusform>
            <numerusform>{name} ska ta %n straffkort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You face %n penalty card(s).</source>
        <translation>
            <numerusform>Du ska ta %n straffkort.</numerusform>
            <numerusform>Du ska ta %n straffkort.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand is face down.</source>
        <translation>Din hand ligger med baksidan upp.</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s): {cards}.</source>
        <translation>
            <numerusform>Din hand, %n kort: {cards}.</numerusform>
            <numerusform>Din hand, %n kort: {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name}: %n kort</numerusform>
            <numerusform>{name}: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Väntar på {name} …</translation>
    </message>
    <message>
        <source>Close the room?</source>
        <translation>Stänga rummet?</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Lämna bordet?</translation>
    </message>
    <message numerus="yes">
        <source>You: %n card(s)</source>
        <translation>
            <numerusform>Du: %n kort</numerusform>
            <numerusform>Du: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Playable: {cards}.</source>
        <translation>Spelbara: {cards}.</translation>
    </message>
    <message>
        <source>The rest: {cards}.</source>
        <translation>Resten: {cards}.</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>Din hand är tom.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n poäng</numerusform>
            <numerusform>%n poäng</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand {hand}, target {target} points.</source>
        <translation>Giv {hand}, mål {target} poäng.</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Inget har hänt än.</translation>
    </message>
    <message>
        <source>The game is saved: Continue in the main menu picks it up where you left it.</source>
        <translation>Spelet är sparat: ”Fortsätt” i huvudmenyn tar upp det där du slutade.</translation>
    </message>
    <message>
        <source>The game ends for everyone now. It is saved: host again and choose “Resume saved game” to play on later.</source>
        <translation>Spelet tar slut för alla nu. Det är sparat: var värd igen och välj ”Återuppta sparat spel” för att spela vidare senare.</translation>
    </message>
    <message>
        <source>A bot plays your seat meanwhile. Join the room again to take it back.</source>
        <translation>En bot spelar på din plats så länge. Gå med i rummet igen för att ta tillbaka den.</translation>
    </message>
    <message>
        <source>This game is not saved: it ends when you leave.</source>
        <translation>Det här spelet sparas inte: det tar slut när du går.</translation>
    </message>
    <message>
        <source>Close room</source>
        <translation>Stäng rummet</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Lämna</translation>
    </message>
    <message>
        <source>{name} is away: a bot plays for them until they are back.</source>
        <translation>{name} är borta – en bot spelar tills {name} kommer tillbaka.</translation>
    </message>
    <message>
        <source>{name} is back.</source>
        <translation>{name} är tillbaka.</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>Final scores: %1</source>
        <translation>Slutställning: %1</translation>
    </message>
    <message>
        <source>Your team wins the game!</source>
        <translation>Ditt lag vinner spelet!</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Du vinner spelet!</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 vinner spelet!</translation>
    </message>
    <message>
        <source>One hand decided this game; nobody scores points.</source>
        <translation>En giv avgjorde spelet; ingen får poäng.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Spela igen</translation>
    </message>
    <message>
        <source>Watch again</source>
        <translation>Se igen</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Huvudmeny</translation>
    </message>
</context>
<context>
    <name>GamesScreen</name>
    <message>
        <source>Replays</source>
        <translation>Repriser</translation>
    </message>
    <message>
        <source>Games you saved and the last 50 games you finished are kept here to watch again, move by move, with the table&apos;s own animations. A record file from another computer opens here too, or dropped on the window.</source>
        <translation>Sparade spel och dina 50 senaste avslutade spel sparas här så att du kan se dem igen, drag för drag, med bordets egna animationer. En inspelning från en annan dator öppnas här också, eller om du drar den till fönstret.</translation>
    </message>
    <message>
        <source>The last 50 games you finished are kept here to watch again, move by move, with the table&apos;s own animations. A record file from another computer opens here too, or dropped on the window.</source>
        <translation>Dina 50 senaste avslutade spel sparas här så att du kan se dem igen, drag för drag, med bordets egna animationer. En inspelning från en annan dator öppnas här också, eller om du drar den till fönstret.</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Se</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportera …</translation>
    </message>
    <message>
        <source>No finished games yet. Every game you finish is kept here to watch again.</source>
        <translation>Inga avslutade spel än. Varje spel du avslutar sparas här så att du kan se det igen.</translation>
    </message>
    <message>
        <source>Open a record file…</source>
        <translation>Öppna en inspelning …</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
    </message>
    <message>
        <source>Open a record file</source>
        <translation>Öppna en inspelning</translation>
    </message>
    <message>
        <source>UNO Desktop records (*.unorec)</source>
        <translation>UNO Desktop-inspelningar (*.unorec)</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Sparade spel (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alla filer (*)</translation>
    </message>
</context>
<context>
    <name>HandOverPanel</name>
    <message>
        <source>You win the hand!</source>
        <translation>Du vinner given!</translation>
    </message>
    <message>
        <source>%1 wins the hand!</source>
        <translation>%1 vinner given!</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nästa giv</translation>
    </message>
    <message>
        <source>What would the hard bot have done?</source>
        <translation>Vad hade den svåra boten gjort?</translation>
    </message>
</context>
<context>
    <name>HandRows</name>
    <message numerus="yes">
        <source>You: %n card(s) left</source>
        <translation>
            <numerusform>Du: %n kort kvar</numerusform>
            <numerusform>Du: %n kort kvar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) left</source>
        <translation>
            <numerusform>%1: %n kort kvar</numerusform>
            <numerusform>%1: %n kort kvar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You: %n card(s) left, worth %1; total %2</source>
        <translation>
            <numerusform>Du: %n kort kvar, värda %1; totalt %2</numerusform>
            <numerusform>Du: %n kort kvar, värda %1; totalt %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) left, worth %2; total %3</source>
        <translation>
            <numerusform>%1: %n kort kvar, värda %2; totalt %3</numerusform>
            <numerusform>%1: %n kort kvar, värda %2; totalt %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Kort kvar</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Kortpoäng</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
</context>
<context>
    <name>HelpOverlay</name>
    <message>
        <source>Keys</source>
        <translation>Tangenter</translation>
    </message>
    <message>
        <source>Keys of the replay</source>
        <translation>Tangenter i repriset</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
</context>
<context>
    <name>HostError</name>
    <message>
        <source>a PIN has at most {max} characters.</source>
        <translation>en PIN-kod har högst {max} tecken.</translation>
    </message>
    <message>
        <source>another program uses the network port.</source>
        <translation>ett annat program använder nätverksporten.</translation>
    </message>
    <message>
        <source>this computer does not let the game open a network port.</source>
        <translation>den här datorn låter inte spelet öppna en nätverksport.</translation>
    </message>
    <message>
        <source>no network port can be opened on this computer.</source>
        <translation>ingen nätverksport kan öppnas på den här datorn.</translation>
    </message>
</context>
<context>
    <name>Illegal</name>
    <message>
        <source>It is not your turn.</source>
        <translation>Det är inte din tur.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Du har inte det kortet.</translation>
    </message>
    <message>
        <source>That card does not match the colour, number or symbol.</source>
        <translation>Kortet matchar inte färg, siffra eller symbol.</translation>
    </message>
    <message>
        <source>You may only play a Wild Draw Four when you hold no card of the active colour.</source>
        <translation>Du får bara lägga Vild Dra 4 när du inte har något kort i den ledande färgen.</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>Den platsen finns inte.</translation>
    </message>
    <message>
        <source>There is no such colour.</source>
        <translation>Den färgen finns inte.</translation>
    </message>
    <message>
        <source>There is no such number.</source>
        <translation>Den siffran finns inte.</translation>
    </message>
    <message>
        <source>The hands can only move one seat to the left or right.</source>
        <translation>Korten kan bara skickas ett steg åt vänster eller höger.</translation>
    </message>
    <message>
        <source>The game does not know that move.</source>
        <translation>Spelet känner inte till det draget.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spelet är slut.</translation>
    </message>
    <message>
        <source>Only the host may do that.</source>
        <translation>Bara värden får göra det.</translation>
    </message>
    <message>
        <source>Nothing is waiting for a time-out.</source>
        <translation>Ingen tid håller på att löpa ut.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Given är slut.</translation>
    </message>
    <message>
        <source>You cannot catch yourself.</source>
        <translation>Du kan inte ertappa dig själv.</translation>
    </message>
    <message>
        <source>Nobody can be caught right now.</source>
        <translation>Ingen kan ertappas just nu.</translation>
    </message>
    <message>
        <source>You do not need to call UNO now.</source>
        <translation>Du behöver inte ropa UNO nu.</translation>
    </message>
    <message>
        <source>That move is malformed.</source>
        <translation>Draget är felaktigt.</translation>
    </message>
    <message>
        <source>Play one card at a time in this game.</source>
        <translation>I det här spelet läggs ett kort i taget.</translation>
    </message>
    <message>
        <source>That is not allowed right now.</source>
        <translation>Det är inte tillåtet just nu.</translation>
    </message>
    <message>
        <source>You must play a card; drawing is not allowed while you can play.</source>
        <translation>Du måste lägga ett kort; du får inte dra när du kan lägga.</translation>
    </message>
    <message>
        <source>You may only play the card you just drew.</source>
        <translation>Du får bara lägga kortet du just drog.</translation>
    </message>
    <message>
        <source>Choose a colour first.</source>
        <translation>Välj färg först.</translation>
    </message>
    <message>
        <source>There is nothing to challenge.</source>
        <translation>Det finns inget att utmana.</translation>
    </message>
    <message>
        <source>That card cannot be stacked on this penalty.</source>
        <translation>Det kortet kan inte staplas på det här straffet.</translation>
    </message>
    <message>
        <source>Stacking is off: take the cards.</source>
        <translation>Stapling är avstängt: ta korten.</translation>
    </message>
    <message>
        <source>Take the penalty cards first.</source>
        <translation>Ta straffkorten först.</translation>
    </message>
    <message>
        <source>You cannot swap with that seat.</source>
        <translation>Du kan inte byta med den platsen.</translation>
    </message>
    <message>
        <source>Choose whom to swap hands with.</source>
        <translation>Välj vem du byter kort med.</translation>
    </message>
    <message>
        <source>The game moved on; try again.</source>
        <translation>Spelet har gått vidare; försök igen.</translation>
    </message>
    <message>
        <source>There is no such reaction.</source>
        <translation>Den reaktionen finns inte.</translation>
    </message>
    <message>
        <source>There is no such pan.</source>
        <translation>Den vågskålen finns inte.</translation>
    </message>
    <message>
        <source>That pan is blocked by a stop card.</source>
        <translation>Vågskålen är spärrad av ett stoppkort.</translation>
    </message>
    <message>
        <source>Choose a pan for your card.</source>
        <translation>Välj en vågskål för ditt kort.</translation>
    </message>
    <message>
        <source>In the race you must play the next number.</source>
        <translation>I racet måste du lägga nästa siffra.</translation>
    </message>
    <message>
        <source>Only the identical twin card stops the wheel.</source>
        <translation>Bara det identiska tvillingkortet stoppar hjulet.</translation>
    </message>
    <message>
        <source>Spin the wheel first.</source>
        <translation>Snurra hjulet först.</translation>
    </message>
    <message>
        <source>Choose a card to discard.</source>
        <translation>Välj ett kort att slänga.</translation>
    </message>
    <message>
        <source>Choose an opponent for the penalty kick.</source>
        <translation>Välj en motståndare till straffsparken.</translation>
    </message>
    <message>
        <source>That move is not allowed ({code}).</source>
        <translation>Det draget är inte tillåtet ({code}).</translation>
    </message>
</context>
<context>
    <name>LanController</name>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Free seat</source>
        <translation>Ledig plats</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Bot plays until they are back</source>
        <translation>En bot spelar tills spelaren är tillbaka</translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation>Frånkopplad</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>Inte redo</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>Games on the network cannot be listed here; join by address instead.</source>
        <translation>Spel i nätverket kan inte listas här; gå med via adress i stället.</translation>
    </message>
    <message>
        <source>That room is gone from the network.</source>
        <translation>Det rummet finns inte längre i nätverket.</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Åskådare</translation>
    </message>
    <message>
        <source>Rejoining %1…</source>
        <translation>Återvänder till %1 …</translation>
    </message>
    <message>
        <source>UNO table</source>
        <translation>UNO-bord</translation>
    </message>
    <message>
        <source>This game cannot be hosted: %1</source>
        <translation>Det här spelet kan inte startas: %1</translation>
    </message>
    <message>
        <source>A PIN needs at least %1 characters (or none at all).</source>
        <translation>En PIN-kod behöver minst %1 tecken (eller ingen alls).</translation>
    </message>
    <message>
        <source>The saved LAN game cannot be resumed.</source>
        <translation>Det sparade nätverksspelet kan inte återupptas.</translation>
    </message>
    <message>
        <source>Could not keep the game to watch again: %1</source>
        <translation>Spelet kunde inte sparas för att ses igen: %1</translation>
    </message>
    <message>
        <source>Enter the host&apos;s address and port.</source>
        <translation>Ange värdens adress och port.</translation>
    </message>
    <message>
        <source>Connection lost, reconnecting…</source>
        <translation>Anslutningen bröts, ansluter igen …</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Ansluter …</translation>
    </message>
    <message>
        <source>The host can resume this game later; join it again then.</source>
        <translation>Värden kan återuppta spelet senare; gå med igen då.</translation>
    </message>
</context>
<context>
    <name>LanHome</name>
    <message>
        <source>Play on LAN</source>
        <translation>Spela i nätverk</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>Anslut igen</translation>
    </message>
</context>
<context>
    <name>LanHostForm</name>
    <message>
        <source>Room name</source>
        <translation>Rummets namn</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Bordet hos %1</translation>
    </message>
    <message>
        <source>PIN (optional)</source>
        <translation>PIN-kod (valfri)</translation>
    </message>
    <message>
        <source>Anyone may join</source>
        <translation>Alla får gå med</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN-kod</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Utgåva</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Platser</translation>
    </message>
    <message>
        <source>Bots</source>
        <translation>Bottar</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <source>Players may ask for hints</source>
        <translation>Spelare får be om tips</translation>
    </message>
    <message>
        <source>A PIN has %1 to %2 characters; without one, anyone on the network may join.</source>
        <translation>En PIN-kod har %1 till %2 tecken; utan kod kan alla i nätverket gå med.</translation>
    </message>
    <message>
        <source>Free seats are filled with bots when you deal.</source>
        <translation>Lediga platser fylls med bottar när du delar ut.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
    </message>
    <message>
        <source>Resume saved game</source>
        <translation>Återuppta sparat spel</translation>
    </message>
    <message>
        <source>Open room</source>
        <translation>Öppna rummet</translation>
    </message>
</context>
<context>
    <name>LanJoin</name>
    <message>
        <source>Games on this network</source>
        <translation>Spel i det här nätverket</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Pågår</translation>
    </message>
    <message>
        <source>Your seat is waiting for you</source>
        <translation>Din plats väntar på dig</translation>
    </message>
    <message>
        <source>open to watch</source>
        <translation>går att titta på</translation>
    </message>
    <message>
        <source>%1 of %2 seats free</source>
        <translation>%1 av %2 platser lediga</translation>
    </message>
    <message>
        <source>PIN required</source>
        <translation>PIN-kod krävs</translation>
    </message>
    <message>
        <source>other version</source>
        <translation>annan version</translation>
    </message>
    <message>
        <source>Looking for games… Ask the host for the address if none appears.</source>
        <translation>Letar efter spel … Fråga värden efter adressen om inget dyker upp.</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Gå med</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Titta på</translation>
    </message>
    <message>
        <source>Join by address</source>
        <translation>Gå med via adress</translation>
    </message>
    <message>
        <source>Address, e.g. 192.168.1.20</source>
        <translation>Adress, t.ex. 192.168.1.20</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>Värdens adress</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>PIN, if the room has one</source>
        <translation>PIN-kod, om rummet har en</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN-kod</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
    </message>
</context>
<context>
    <name>LanLobby</name>
    <message>
        <source>Others join at %1</source>
        <translation>Andra går med via %1</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong PIN attempt(s)</source>
        <translation>
            <numerusform>%n felaktigt PIN-försök</numerusform>
            <numerusform>%n felaktiga PIN-försök</numerusform>
        </translation>
    </message>
    <message>
        <source>You are watching this game.</source>
        <translation>Du tittar på det här spelet.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Platser</translation>
    </message>
    <message>
        <source>Seat %1: %2, %3</source>
        <translation>Plats %1: %2, %3</translation>
    </message>
    <message>
        <source>Add bot</source>
        <translation>Lägg till bot</translation>
    </message>
    <message>
        <source>Remove bot</source>
        <translation>Ta bort bot</translation>
    </message>
    <message>
        <source>Remove bot %2 from seat %1</source>
        <translation>Ta bort boten %2 från plats %1</translation>
    </message>
    <message>
        <source>Add a bot to seat %1</source>
        <translation>Lägg till en bot på plats %1</translation>
    </message>
    <message>
        <source>Close room</source>
        <translation>Stäng rummet</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Lämna</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>Inte redo</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Dela ut</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chatt</translation>
    </message>
    <message>
        <source>Chat messages</source>
        <translation>Chattmeddelanden</translation>
    </message>
    <message>
        <source>Say something</source>
        <translation>Säg något</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Chattmeddelande</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Skicka</translation>
    </message>
    <message>
        <source>Close the room?</source>
        <translation>Stänga rummet?</translation>
    </message>
    <message>
        <source>Leave the room?</source>
        <translation>Lämna rummet?</translation>
    </message>
    <message>
        <source>Everyone who joined goes back to the start.</source>
        <translation>Alla som har gått med hamnar på startsidan igen.</translation>
    </message>
    <message>
        <source>You can join again while the room is open.</source>
        <translation>Du kan gå med igen så länge rummet är öppet.</translation>
    </message>
</context>
<context>
    <name>LanStart</name>
    <message>
        <source>Your name</source>
        <translation>Ditt namn</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Starta ett spel</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Gå med i ett spel</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
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
            <numerusform>Du måste trycka %n gång</numerusform>
            <numerusform>Du måste trycka %n gånger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 must press %n time(s)</source>
        <translation>
            <numerusform>%1 måste trycka %n gång</numerusform>
            <numerusform>%1 måste trycka %n gånger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) for you!</source>
        <translation>
            <numerusform>%n kort till dig!</numerusform>
            <numerusform>%n kort till dig!</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing for you!</source>
        <translation>Inget till dig!</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)!</source>
        <translation>
            <numerusform>%1: %n kort!</numerusform>
            <numerusform>%1: %n kort!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: nothing!</source>
        <translation>%1: inget!</translation>
    </message>
    <message>
        <source>PRESS ×%1</source>
        <translation>TRYCK ×%1</translation>
    </message>
    <message>
        <source>PRESS</source>
        <translation>TRYCK</translation>
    </message>
    <message>
        <source>Press the launcher</source>
        <translation>Tryck på kortkastaren</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the launcher</source>
        <translation>
            <numerusform>%n kort i kortkastaren</numerusform>
            <numerusform>%n kort i kortkastaren</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Human</source>
        <translation>Människa</translation>
    </message>
    <message>
        <source>Easy bot</source>
        <translation>Lätt bot</translation>
    </message>
    <message>
        <source>Normal bot</source>
        <translation>Normal bot</translation>
    </message>
    <message>
        <source>Hard bot</source>
        <translation>Svår bot</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>Hand {number} — {dealer} deals.</source>
        <translation>Giv {number} – {dealer} delar ut.</translation>
    </message>
    <message>
        <source>Hand {number} — you deal.</source>
        <translation>Giv {number} – du delar ut.</translation>
    </message>
    <message>
        <source>The first card is {card}.</source>
        <translation>Första kortet är {card}.</translation>
    </message>
    <message>
        <source>{card} goes back into the pile.</source>
        <translation>{card} går tillbaka i högen.</translation>
    </message>
    <message>
        <source>{seat} plays {card}.</source>
        <translation>{seat} lägger {card}.</translation>
    </message>
    <message>
        <source>You play {card}.</source>
        <translation>Du lägger {card}.</translation>
    </message>
    <message>
        <source>{seat} plays {count} × {card}.</source>
        <translation>{seat} lägger {count} × {card}.</translation>
    </message>
    <message>
        <source>You play {count} × {card}.</source>
        <translation>Du lägger {count} × {card}.</translation>
    </message>
    <message>
        <source>{seat} jumps in with {card}!</source>
        <translation>{seat} hoppar in med {card}!</translation>
    </message>
    <message>
        <source>You jump in with {card}!</source>
        <translation>Du hoppar in med {card}!</translation>
    </message>
    <message numerus="yes">
        <source>{seat} draws %n card(s).</source>
        <translation>
            <numerusform>{seat} drar %n kort.</numerusform>
            <numerusform>{seat} drar %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw %n card(s).</source>
        <translation>
            <numerusform>Du drar %n kort.</numerusform>
            <numerusform>Du drar %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} takes %n penalty card(s).</source>
        <translation>
            <numerusform>{seat} tar %n straffkort.</numerusform>
            <numerusform>{seat} tar %n straffkort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You take %n penalty card(s).</source>
        <translation>
            <numerusform>Du tar %n straffkort.</numerusform>
            <numerusform>Du tar %n straffkort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} draws %n card(s) ({card}).</source>
        <translation>
            <numerusform>{seat} drar %n kort ({card}).</numerusform>
            <numerusform>{seat} drar %n kort ({card}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw %n card(s) ({card}).</source>
        <translation>
            <numerusform>Du drar %n kort ({card}).</numerusform>
            <numerusform>Du drar %n kort ({card}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} draws %n card(s) for the draw cards played.</source>
        <translation>
            <numerusform>{seat} drar %n kort för de lagda dragkorten.</numerusform>
            <numerusform>{seat} drar %n kort för de lagda dragkorten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw %n card(s) for the draw cards played.</source>
        <translation>
            <numerusform>Du drar %n kort för de lagda dragkorten.</numerusform>
            <numerusform>Du drar %n kort för de lagda dragkorten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} draws %n card(s) for a missed UNO.</source>
        <translation>
            <numerusform>{seat} drar %n kort för ett glömt UNO.</numerusform>
            <numerusform>{seat} drar %n kort för ett glömt UNO.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw %n card(s) for a missed UNO.</source>
        <translation>
            <numerusform>Du drar %n kort för att du glömde ropa UNO.</numerusform>
            <numerusform>Du drar %n kort för att du glömde ropa UNO.</numerusform>
        </translation>
    </message>
    <message>
        <source>The discards are shuffled into a new pile.</source>
        <translation>Kasthögen blandas till en ny draghög.</translation>
    </message>
    <message>
        <source>{seat} chooses {color}.</source>
        <translation>{seat} väljer {color:noun}.</translation>
    </message>
    <message>
        <source>You choose {color}.</source>
        <translation>Du väljer {color:noun}.</translation>
    </message>
    <message>
        <source>{seat} is skipped.</source>
        <translation>{seat} får stå över.</translation>
    </message>
    <message>
        <source>You are skipped.</source>
        <translation>Du får stå över.</translation>
    </message>
    <message>
        <source>Direction reversed.</source>
        <translation>Spelriktningen vänds.</translation>
    </message>
    <message>
        <source>{seat} faces +{total}.</source>
        <translation>+{total} för {seat}.</translation>
    </message>
    <message>
        <source>You face +{total}.</source>
        <translation>+{total} för dig.</translation>
    </message>
    <message>
        <source>{challenger} challenges {player}: bluff caught!</source>
        <translation>{challenger} utmanar {player}: bluffen avslöjad!</translation>
    </message>
    <message>
        <source>You challenge {player}: bluff caught!</source>
        <translation>Du utmanar {player}: bluffen avslöjad!</translation>
    </message>
    <message>
        <source>{challenger} challenges you: bluff caught!</source>
        <translation>{challenger} utmanar dig: bluffen avslöjad!</translation>
    </message>
    <message>
        <source>{challenger} challenges {player}: the Wild Draw Four was legal.</source>
        <translation>{challenger} utmanar {player}: Vild Dra 4 var tillåtet.</translation>
    </message>
    <message>
        <source>You challenge {player}: the Wild Draw Four was legal.</source>
        <translation>Du utmanar {player}: Vild Dra 4 var tillåtet.</translation>
    </message>
    <message>
        <source>{challenger} challenges you: your Wild Draw Four was legal.</source>
        <translation>{challenger} utmanar dig: ditt Vild Dra 4 var tillåtet.</translation>
    </message>
    <message>
        <source>{seat}: UNO!</source>
        <translation>{seat}: UNO!</translation>
    </message>
    <message>
        <source>You call UNO!</source>
        <translation>Du ropar UNO!</translation>
    </message>
    <message>
        <source>{seat} calls UNO with two cards in hand.</source>
        <translation>{seat} ropar UNO med två kort på handen.</translation>
    </message>
    <message>
        <source>You call UNO with two cards in hand.</source>
        <translation>Du ropar UNO med två kort på handen.</translation>
    </message>
    <message>
        <source>{catcher} catches {target} without UNO!</source>
        <translation>{catcher} ertappar {target} utan UNO!</translation>
    </message>
    <message>
        <source>You catch {target} without UNO!</source>
        <translation>Du ertappar {target} utan UNO!</translation>
    </message>
    <message>
        <source>{catcher} catches you without UNO!</source>
        <translation>{catcher} ertappar dig utan UNO!</translation>
    </message>
    <message>
        <source>{seat} forgot to call UNO.</source>
        <translation>{seat} glömde att ropa UNO.</translation>
    </message>
    <message>
        <source>You forgot to call UNO.</source>
        <translation>Du glömde att ropa UNO.</translation>
    </message>
    <message>
        <source>{a} and {b} swap hands.</source>
        <translation>{a} och {b} byter kort.</translation>
    </message>
    <message>
        <source>You swap hands with {b}.</source>
        <translation>Du byter kort med {b}.</translation>
    </message>
    <message>
        <source>{a} swaps hands with you.</source>
        <translation>{a} byter kort med dig.</translation>
    </message>
    <message>
        <source>All hands move one seat.</source>
        <translation>Alla skickar sina kort ett steg.</translation>
    </message>
    <message>
        <source>{seat} ran out of time.</source>
        <translation>{seat} hann inte.</translation>
    </message>
    <message>
        <source>You ran out of time.</source>
        <translation>Du hann inte.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins the hand and scores %n point(s).</source>
        <translation>
            <numerusform>{seat} vinner given och får %n poäng.</numerusform>
            <numerusform>{seat} vinner given och får %n poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win the hand and score %n point(s).</source>
        <translation>
            <numerusform>Du vinner given och får %n poäng.</numerusform>
            <numerusform>Du vinner given och får %n poäng.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} wins the hand.</source>
        <translation>{seat} vinner given.</translation>
    </message>
    <message>
        <source>You win the hand.</source>
        <translation>Du vinner given.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Du vinner spelet!</translation>
    </message>
    <message>
        <source>{team} wins the game!</source>
        <translation>{team} vinner spelet!</translation>
    </message>
    <message>
        <source>Your team wins the game!</source>
        <translation>Ditt lag vinner spelet!</translation>
    </message>
    <message numerus="yes">
        <source>{seat} shows %n card(s).</source>
        <translation>
            <numerusform>{seat} visar %n kort.</numerusform>
            <numerusform>{seat} visar %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} discards %n card(s).</source>
        <translation>
            <numerusform>{seat} slänger %n kort.</numerusform>
            <numerusform>{seat} slänger %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You discard %n card(s).</source>
        <translation>
            <numerusform>Du slänger %n kort.</numerusform>
            <numerusform>Du slänger %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The launcher fires %n card(s) at {seat}!</source>
        <translation>
            <numerusform>Kortkastaren skjuter %n kort mot {seat}!</numerusform>
            <numerusform>Kortkastaren skjuter %n kort mot {seat}!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The launcher fires %n card(s) at you!</source>
        <translation>
            <numerusform>Kortkastaren skjuter %n kort mot dig!</numerusform>
            <numerusform>Kortkastaren skjuter %n kort mot dig!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} must press the launcher %n time(s).</source>
        <translation>
            <numerusform>{seat} måste trycka på kortkastaren %n gång.</numerusform>
            <numerusform>{seat} måste trycka på kortkastaren %n gånger.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You must press the launcher %n time(s).</source>
        <translation>
            <numerusform>Du måste trycka på kortkastaren %n gång.</numerusform>
            <numerusform>Du måste trycka på kortkastaren %n gånger.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} wins the game!</source>
        <translation>{seat} vinner spelet!</translation>
    </message>
    <message numerus="yes">
        <source>You show %n card(s).</source>
        <translation>
            <numerusform>Du visar %n kort.</numerusform>
            <numerusform>Du visar %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>Event: {code}.</source>
        <translation>Händelse: {code}.</translation>
    </message>
</context>
<context>
    <name>LotsoNamer</name>
    <message>
        <source>Lotso: name a colour</source>
        <translation>Lotso: välj en färg</translation>
    </message>
</context>
<context>
    <name>LotsoScene</name>
    <message>
        <source>Lotso wants %1!</source>
        <translation>Lotso vill ha %1!</translation>
    </message>
    <message>
        <source>Show a card of it or draw 3</source>
        <translation>Visa ett kort i den färgen eller dra 3</translation>
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
        <translation>Nytt spel</translation>
    </message>
    <message>
        <source>Shift+Tab: the tutorial.</source>
        <translation>Skift+Tabb: lektionen.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsätt</translation>
    </message>
    <message>
        <source>Rejoin %1</source>
        <translation>Tillbaka till %1</translation>
    </message>
    <message>
        <source>Back to your seat</source>
        <translation>Tillbaka till din plats</translation>
    </message>
    <message>
        <source>Play on LAN</source>
        <translation>Spela i nätverk</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Spela online</translation>
    </message>
    <message>
        <source>Replays</source>
        <translation>Repriser</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Avsluta</translation>
    </message>
    <message>
        <source>Quit UNO Desktop?</source>
        <translation>Avsluta UNO Desktop?</translation>
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
        <translation>Nytt spel</translation>
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
        <translation>{seat} åkte fast utan UNO!</translation>
    </message>
    <message>
        <source>You are caught without UNO!</source>
        <translation>Du åkte fast utan UNO!</translation>
    </message>
    <message numerus="yes">
        <source>{seat} draws %n card(s)</source>
        <translation>
            <numerusform>{seat} drar %n kort</numerusform>
            <numerusform>{seat} drar %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw %n card(s)</source>
        <translation>
            <numerusform>Du drar %n kort</numerusform>
            <numerusform>Du drar %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Bluff! {challenger} caught {player}</source>
        <translation>Bluff! {challenger} avslöjade {player}</translation>
    </message>
    <message>
        <source>Bluff! You caught {player}</source>
        <translation>Bluff! Du avslöjade {player}</translation>
    </message>
    <message>
        <source>Bluff! {challenger} caught you</source>
        <translation>Bluff! {challenger} avslöjade dig</translation>
    </message>
    <message>
        <source>Legal! {player}&apos;s Wild Draw Four stands</source>
        <translation>Tillåtet! Vild Dra 4 från {player} gäller</translation>
    </message>
    <message>
        <source>Legal! Your Wild Draw Four stands</source>
        <translation>Tillåtet! Ditt Vild Dra 4 gäller</translation>
    </message>
    <message>
        <source>UNO! {seat} has one card left</source>
        <translation>UNO! {seat} har ett kort kvar</translation>
    </message>
    <message>
        <source>UNO! You have one card left</source>
        <translation>UNO! Du har ett kort kvar</translation>
    </message>
    <message>
        <source>{seat} calls UNO</source>
        <translation>{seat} ropar UNO</translation>
    </message>
    <message>
        <source>You call UNO</source>
        <translation>Du ropar UNO</translation>
    </message>
    <message>
        <source>You are skipped!</source>
        <translation>Du får stå över!</translation>
    </message>
    <message>
        <source>{seat} wins the hand!</source>
        <translation>{seat} vinner given!</translation>
    </message>
    <message>
        <source>You win the hand!</source>
        <translation>Du vinner given!</translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s)</source>
        <translation>
            <numerusform>+%n poäng</numerusform>
            <numerusform>+%n poäng</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>Nobody answers at that address.</source>
        <translation>Ingen svarar på den adressen.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>Anslutningen till värden bröts.</translation>
    </message>
    <message>
        <source>The room could not be reached: is it still open, and on this network?</source>
        <translation>Rummet gick inte att nå: är det fortfarande öppet, och i det här nätverket?</translation>
    </message>
    <message>
        <source>That host could not be found.</source>
        <translation>Värden kunde inte hittas.</translation>
    </message>
    <message>
        <source>The host did not answer in time.</source>
        <translation>Värden svarade inte i tid.</translation>
    </message>
    <message>
        <source>The host did not hear from you in time.</source>
        <translation>Värden hörde inte av dig i tid.</translation>
    </message>
    <message>
        <source>A message was too large and was refused.</source>
        <translation>Ett meddelande var för stort och avvisades.</translation>
    </message>
    <message>
        <source>Too many messages: slow down.</source>
        <translation>För många meddelanden: sakta ner.</translation>
    </message>
    <message>
        <source>Too many errors: the host closed the connection.</source>
        <translation>För många fel: värden stängde anslutningen.</translation>
    </message>
    <message>
        <source>The host expected a greeting first.</source>
        <translation>Värden väntade sig en hälsning först.</translation>
    </message>
    <message>
        <source>You have already joined this game.</source>
        <translation>Du har redan gått med i det här spelet.</translation>
    </message>
    <message>
        <source>The host runs another version of UNO Desktop.</source>
        <translation>Värden kör en annan version av UNO Desktop.</translation>
    </message>
    <message>
        <source>Wrong PIN.</source>
        <translation>Fel PIN-kod.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: wait a while, then try again.</source>
        <translation>För många felaktiga PIN-koder: vänta en stund och försök sedan igen.</translation>
    </message>
    <message>
        <source>This game needs a PIN: enter it to join.</source>
        <translation>Det här spelet kräver en PIN-kod: skriv in den för att gå med.</translation>
    </message>
    <message>
        <source>This game needs no PIN.</source>
        <translation>Det här spelet kräver ingen PIN-kod.</translation>
    </message>
    <message>
        <source>The host no longer knows this computer: enter the PIN again.</source>
        <translation>Värden känner inte längre igen den här datorn: skriv in PIN-koden igen.</translation>
    </message>
    <message>
        <source>Another computer answers at this address, not the host of your game. Nothing was sent to it.</source>
        <translation>En annan dator svarar på den här adressen, inte värden för ditt spel. Inget skickades till den.</translation>
    </message>
    <message>
        <source>The host is busy: trying again.</source>
        <translation>Värden är upptagen: försöker igen.</translation>
    </message>
    <message>
        <source>The connection to the host could not be secured.</source>
        <translation>Anslutningen till värden kunde inte säkras.</translation>
    </message>
    <message>
        <source>The connection to the host was tampered with or broke.</source>
        <translation>Anslutningen till värden manipulerades eller bröts.</translation>
    </message>
    <message>
        <source>The game is full.</source>
        <translation>Spelet är fullt.</translation>
    </message>
    <message>
        <source>That name has nothing visible in it: choose another one.</source>
        <translation>Namnet innehåller inget synligt: välj ett annat.</translation>
    </message>
    <message>
        <source>The connection stalled in the middle of a message.</source>
        <translation>Anslutningen stannade mitt i ett meddelande.</translation>
    </message>
    <message>
        <source>The connection stopped answering.</source>
        <translation>Anslutningen slutade svara.</translation>
    </message>
    <message>
        <source>You joined this game from somewhere else.</source>
        <translation>Du gick med i spelet från ett annat ställe.</translation>
    </message>
    <message>
        <source>The host does not know that reaction.</source>
        <translation>Värden känner inte till den reaktionen.</translation>
    </message>
    <message>
        <source>Spectators cannot play.</source>
        <translation>Åskådare kan inte spela.</translation>
    </message>
    <message>
        <source>That is not your seat.</source>
        <translation>Det är inte din plats.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>Spelet har inte börjat än.</translation>
    </message>
    <message>
        <source>The game moved on; try again.</source>
        <translation>Spelet har gått vidare; försök igen.</translation>
    </message>
    <message>
        <source>The host received an invalid message.</source>
        <translation>Värden tog emot ett ogiltigt meddelande.</translation>
    </message>
    <message>
        <source>The host received an unknown message.</source>
        <translation>Värden tog emot ett okänt meddelande.</translation>
    </message>
    <message>
        <source>The host received a damaged message.</source>
        <translation>Värden tog emot ett skadat meddelande.</translation>
    </message>
    <message>
        <source>The host received a move it does not know.</source>
        <translation>Värden tog emot ett okänt drag.</translation>
    </message>
    <message>
        <source>A game event from the host could not be read.</source>
        <translation>En spelhändelse från värden kunde inte läsas.</translation>
    </message>
    <message>
        <source>The host sent a message that cannot be read or cannot be true: it was ignored.</source>
        <translation>Värden skickade ett meddelande som inte går att läsa eller inte kan stämma: det ignorerades.</translation>
    </message>
    <message>
        <source>The host could not handle a message.</source>
        <translation>Värden kunde inte hantera ett meddelande.</translation>
    </message>
    <message>
        <source>The host has closed the game.</source>
        <translation>Värden har stängt spelet.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spelet är slut.</translation>
    </message>
</context>
<context>
    <name>NewGameScreen</name>
    <message>
        <source>New game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Utgåva</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Antal spelare</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Namn på spelare %1</translation>
    </message>
    <message>
        <source>Player %1 is</source>
        <translation>Spelare %1 är</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Spelregler</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Starta spelet</translation>
    </message>
</context>
<context>
    <name>OffsideScene</name>
    <message>
        <source>Twin card!
No spin.</source>
        <translation>Tvillingkort!
Ingen snurr.</translation>
    </message>
    <message>
        <source>Offside!
Nobody draws.</source>
        <translation>Offside!
Ingen drar.</translation>
    </message>
</context>
<context>
    <name>Option</name>
    <message>
        <source>Cards per hand</source>
        <translation>Kort per spelare</translation>
    </message>
    <message>
        <source>Points for a Wild</source>
        <translation>Poäng för ett vildkort</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Målpoäng</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Poängräkning</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Dragning</translation>
    </message>
    <message>
        <source>Most cards drawn until playable</source>
        <translation>Högst antal kort att dra</translation>
    </message>
    <message>
        <source>May draw while holding a playable card</source>
        <translation>Får dra trots att ett kort passar</translation>
    </message>
    <message>
        <source>Wild as first card</source>
        <translation>Vild som första kort</translation>
    </message>
    <message>
        <source>Reverse as first card: who starts</source>
        <translation>Omvänd som första kort: vem börjar</translation>
    </message>
    <message>
        <source>Wild Draw Four as first card</source>
        <translation>Vild Dra 4 som första kort</translation>
    </message>
    <message>
        <source>Stacking draw cards</source>
        <translation>Stapla dragkort</translation>
    </message>
    <message>
        <source>Wild Draw Four</source>
        <translation>Vild Dra 4</translation>
    </message>
    <message>
        <source>Wild Draw Four is legal when</source>
        <translation>Vild Dra 4 är tillåtet när</translation>
    </message>
    <message>
        <source>Extra cards for a failed challenge</source>
        <translation>Extra kort vid misslyckad utmaning</translation>
    </message>
    <message>
        <source>Play identical cards together</source>
        <translation>Lägg likadana kort tillsammans</translation>
    </message>
    <message>
        <source>Jump-in</source>
        <translation>Hoppa in</translation>
    </message>
    <message>
        <source>Jump-in with black cards</source>
        <translation>Hoppa in med svarta kort</translation>
    </message>
    <message>
        <source>Jump-in on your own card</source>
        <translation>Hoppa in på eget kort</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sjua</translation>
    </message>
    <message>
        <source>Zero</source>
        <translation>Nolla</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Score multipliers</source>
        <translation>Poängmultiplikatorer</translation>
    </message>
    <message>
        <source>Going out with two Wilds</source>
        <translation>Gå ut med två vildkort</translation>
    </message>
    <message>
        <source>A held zero doubles</source>
        <translation>En 0 på handen fördubblar</translation>
    </message>
    <message>
        <source>Penalty for a missed UNO</source>
        <translation>Straff för glömt UNO</translation>
    </message>
    <message>
        <source>A missed UNO costs</source>
        <translation>Glömt UNO kostar</translation>
    </message>
    <message>
        <source>Going out needs an UNO call</source>
        <translation>Gå ut bara efter UNO</translation>
    </message>
    <message>
        <source>A drawn penalty ends the UNO catch</source>
        <translation>För sent att ertappa utan UNO när nästa drar straffkort</translation>
    </message>
    <message>
        <source>An UNO penalty ends jump-in</source>
        <translation>UNO-straff stoppar inhopp</translation>
    </message>
    <message>
        <source>Time to catch a missed UNO (ms)</source>
        <translation>Tid att ertappa utan UNO (ms)</translation>
    </message>
    <message>
        <source>Penalty kick opponent</source>
        <translation>Motståndare vid straffspark</translation>
    </message>
    <message>
        <source>Twin card against a spin</source>
        <translation>Tvillingkort mot snurr</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Hjul</translation>
    </message>
    <message>
        <source>Cards for tipping the scale (Tilt)</source>
        <translation>Straffkort för att tippa vågen (Tippo)</translation>
    </message>
    <message>
        <source>Cards for tipping the scale (normal play)</source>
        <translation>Straffkort för att tippa vågen (vanligt)</translation>
    </message>
    <message>
        <source>Tilt cards go into</source>
        <translation>Tippo-kort hamnar i</translation>
    </message>
    <message>
        <source>Difference the scale always holds</source>
        <translation>Skillnad som vågen alltid tål</translation>
    </message>
    <message>
        <source>Tipping chance per extra card (%)</source>
        <translation>Tippchans per extra kort (%)</translation>
    </message>
    <message>
        <source>Stop cards</source>
        <translation>Stoppkort</translation>
    </message>
    <message>
        <source>The flash unit picks</source>
        <translation>Flash-enheten väljer</translation>
    </message>
    <message>
        <source>Time per turn</source>
        <translation>Tid per tur</translation>
    </message>
    <message>
        <source>SLAP player presses too</source>
        <translation>Den som lägger SLÅ trycker också</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Kortlek</translation>
    </message>
    <message>
        <source>Launcher fires per press (%)</source>
        <translation>Kortkastaren skjuter per tryck (%)</translation>
    </message>
    <message>
        <source>Hit 2 on Hit 2</source>
        <translation>Dubbeltryck på Dubbeltryck</translation>
    </message>
    <message>
        <source>Extra turn after Wild All Hit</source>
        <translation>Extra tur efter Vild Alla trycker</translation>
    </message>
    <message>
        <source>Wild All Hit: the player presses too</source>
        <translation>Vild Alla trycker: även spelaren</translation>
    </message>
    <message>
        <source>Drawing for a colour stops at black</source>
        <translation>Dra tills färg stannar vid svart</translation>
    </message>
    <message>
        <source>Downpour on a paid Wild Draw Four</source>
        <translation>Skyfall på betalt Vild Dra 4</translation>
    </message>
    <message>
        <source>Trade Hands</source>
        <translation>Byt kort</translation>
    </message>
</context>
<context>
    <name>OptionError</name>
    <message>
        <source>{source}: there is no option “{key}”.</source>
        <translation>{source}: inställningen ”{key}” finns inte.</translation>
    </message>
    <message>
        <source>{source}: that value is not allowed for “{key}” ({allowed}).</source>
        <translation>{source}: värdet är inte tillåtet för ”{key}” ({allowed}).</translation>
    </message>
    <message>
        <source>{source}: the rules file cannot be read.</source>
        <translation>{source}: regelfilen kan inte läsas.</translation>
    </message>
    <message>
        <source>{source}: the rules file is damaged.</source>
        <translation>{source}: regelfilen är skadad.</translation>
    </message>
    <message>
        <source>{source}: there is no edition “{key}”.</source>
        <translation>{source}: utgåvan ”{key}” finns inte.</translation>
    </message>
    <message>
        <source>There are no house rules called “{key}”.</source>
        <translation>Det finns inga husregler som heter ”{key}”.</translation>
    </message>
    <message>
        <source>These house rules cannot be used.</source>
        <translation>De här husreglerna kan inte användas.</translation>
    </message>
    <message>
        <source>Team play needs an even number of players, at least 4.</source>
        <translation>Lagspel kräver ett jämnt antal spelare, minst 4.</translation>
    </message>
    <message>
        <source>{seats} hands of {hand_size} cards do not fit in the deck: with {seats} players, at most {most} cards each.</source>
        <translation>{seats} händer med {hand_size} kort var ryms inte i leken: med {seats} spelare högst {most} kort var.</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Reglerna</translation>
    </message>
    <message>
        <source>on or off</source>
        <translation>på eller av</translation>
    </message>
    <message>
        <source>a whole number from {low} to {high}</source>
        <translation>ett heltal från {low} till {high}</translation>
    </message>
    <message>
        <source>a whole number from {low} to {high}, or unlimited</source>
        <translation>ett heltal från {low} till {high}, eller obegränsat</translation>
    </message>
    <message>
        <source>one of: {values}</source>
        <translation>något av: {values}</translation>
    </message>
</context>
<context>
    <name>OptionHelp</name>
    <message>
        <source>Each player is dealt this many cards.</source>
        <translation>Så många kort får varje spelare.</translation>
    </message>
    <message>
        <source>What a plain Wild left in a hand is worth.</source>
        <translation>Vad ett vanligt vildkort på handen är värt.</translation>
    </message>
    <message>
        <source>The game ends when a score reaches this.</source>
        <translation>Spelet slutar när någon når så här många poäng.</translation>
    </message>
    <message>
        <source>Who scores at the end of a hand.</source>
        <translation>Vem som får poäng när given är slut.</translation>
    </message>
    <message>
        <source>What happens when you draw on your turn.</source>
        <translation>Vad som händer när du drar på din tur.</translation>
    </message>
    <message>
        <source>With draw-until-playable, stop after this many cards.</source>
        <translation>Vid dra tills det passar: sluta efter så här många kort.</translation>
    </message>
    <message>
        <source>You may draw even when you could play.</source>
        <translation>Du får dra även om du kunde lägga.</translation>
    </message>
    <message>
        <source>What a Wild turned as the first card does.</source>
        <translation>Vad ett vildkort som första kort gör.</translation>
    </message>
    <message>
        <source>Who starts when the first card is a Reverse.</source>
        <translation>Vem som börjar när första kortet är Omvänd.</translation>
    </message>
    <message>
        <source>What a Wild Draw Four turned first does.</source>
        <translation>Vad ett Vild Dra 4 som första kort gör.</translation>
    </message>
    <message>
        <source>Answer a draw card with another and pass the total on.</source>
        <translation>Dragkort på dragkort, summan går vidare.</translation>
    </message>
    <message>
        <source>What makes a Wild Draw Four legal.</source>
        <translation>När Vild Dra 4 är tillåtet.</translation>
    </message>
    <message>
        <source>A wrong challenger draws this many on top of four.</source>
        <translation>Den som utmanar fel drar så här många utöver fyra.</translation>
    </message>
    <message>
        <source>Lay several identical cards as one play.</source>
        <translation>Lägg flera likadana kort i ett drag.</translation>
    </message>
    <message>
        <source>Play an identical card out of turn.</source>
        <translation>Lägg ett likadant kort utanför din tur.</translation>
    </message>
    <message>
        <source>Wilds may jump in on identical Wilds.</source>
        <translation>Vildkort får hoppa in på likadana vildkort.</translation>
    </message>
    <message>
        <source>Whoever laid the card may jump in on it too.</source>
        <translation>Den som lade kortet får också hoppa in.</translation>
    </message>
    <message>
        <source>After a 7 you may swap hands with anyone.</source>
        <translation>Efter en sjua får du byta kort med vem som helst.</translation>
    </message>
    <message>
        <source>After a 0 the hands move or swap.</source>
        <translation>Efter en nolla skickas eller byts korten.</translation>
    </message>
    <message>
        <source>Partners sit opposite and share a score.</source>
        <translation>Partner sitter mittemot varandra och delar poäng.</translation>
    </message>
    <message>
        <source>Double points for black last cards and held zeros.</source>
        <translation>Dubbla poäng för svarta sista kort och nollor på handen.</translation>
    </message>
    <message>
        <source>With score multipliers: ×4 or ×8.</source>
        <translation>Med poängmultiplikatorer: ×4 eller ×8.</translation>
    </message>
    <message>
        <source>With score multipliers: what a held 0 doubles.</source>
        <translation>Med multiplikatorer: vad en 0 fördubblar.</translation>
    </message>
    <message>
        <source>Cards drawn when caught without calling UNO.</source>
        <translation>Straffkort när någon ertappas utan UNO.</translation>
    </message>
    <message>
        <source>Whether someone must catch the player.</source>
        <translation>Om någon måste ertappa den som glömde.</translation>
    </message>
    <message>
        <source>Without the call the last card costs a penalty.</source>
        <translation>Utan UNO kostar sista kortet straff.</translation>
    </message>
    <message>
        <source>Once the next player has drawn, too late.</source>
        <translation>När nästa spelare har dragit är det för sent.</translation>
    </message>
    <message>
        <source>Cards drawn for a missed UNO end jump-in.</source>
        <translation>Straffkort för ett glömt UNO stoppar inhopp.</translation>
    </message>
    <message>
        <source>The next player waits at least this long before moving.</source>
        <translation>Så länge väntar nästa spelare minst innan den gör sitt drag.</translation>
    </message>
    <message>
        <source>Who takes the penalty kick against the player.</source>
        <translation>Vem som möter spelaren i straffsparken.</translation>
    </message>
    <message>
        <source>Bluff: an illegal Wild Draw Four may be challenged.</source>
        <translation>Bluff: ett otillåtet Vild Dra 4 kan utmanas.</translation>
    </message>
    <message>
        <source>If the next player lays the Spin card&apos;s twin.</source>
        <translation>Om nästa spelare lägger Spin-kortets tvilling.</translation>
    </message>
    <message>
        <source>How often each segment of the wheel comes up.</source>
        <translation>Hur ofta varje fält på hjulet kommer upp.</translation>
    </message>
    <message>
        <source>Drawn by whoever tips the scale after a Tilt card.</source>
        <translation>Så många drar den som tippar vågen efter ett Tippo-kort.</translation>
    </message>
    <message>
        <source>Drawn by whoever tips the scale with a normal play.</source>
        <translation>Så många drar den som tippar vågen i vanligt spel.</translation>
    </message>
    <message>
        <source>Where the cards go after a Tilt card.</source>
        <translation>Vart korten hamnar efter ett Tippo-kort.</translation>
    </message>
    <message>
        <source>Up to this difference between the pans, nothing tips.</source>
        <translation>Upp till den här skillnaden mellan skålarna tippar inget.</translation>
    </message>
    <message>
        <source>Each card beyond that makes tipping this much likelier.</source>
        <translation>Varje kort därutöver gör tippning så här mycket troligare.</translation>
    </message>
    <message>
        <source>Number cards that block a pan.</source>
        <translation>Sifferkort som spärrar en vågskål.</translation>
    </message>
    <message>
        <source>How the unit chooses who plays next.</source>
        <translation>Hur enheten väljer vem som spelar härnäst.</translation>
    </message>
    <message>
        <source>Too slow: draw two cards.</source>
        <translation>För långsam: dra två kort.</translation>
    </message>
    <message>
        <source>Whoever plays SLAP must hit the buzzer too.</source>
        <translation>Den som lägger SLÅ måste också trycka på summern.</translation>
    </message>
    <message>
        <source>Which published card list is used.</source>
        <translation>Vilken utgiven kortlista som används.</translation>
    </message>
    <message>
        <source>How likely one press makes the launcher fire.</source>
        <translation>Hur troligt det är att ett tryck får kortkastaren att skjuta.</translation>
    </message>
    <message>
        <source>Answer Hit 2 with Hit 2 and pass the presses on.</source>
        <translation>Svara på Dubbeltryck med Dubbeltryck och skicka trycken vidare.</translation>
    </message>
    <message>
        <source>The player of Wild All Hit plays again afterwards.</source>
        <translation>Den som lägger Vild Alla trycker får spela igen efteråt.</translation>
    </message>
    <message>
        <source>Everyone presses in turn, the player last.</source>
        <translation>Alla trycker i tur och ordning, den som lade kortet sist.</translation>
    </message>
    <message>
        <source>Otherwise only the colour itself stops it.</source>
        <translation>Annars stannar det bara vid färgen.</translation>
    </message>
    <message>
        <source>Otherwise no +1 or +2 goes on a +4.</source>
        <translation>Annars läggs inget +1 eller +2 på ett +4.</translation>
    </message>
    <message>
        <source>Whom Trade Hands swaps with.</source>
        <translation>Vem Byt kort byter med.</translation>
    </message>
</context>
<context>
    <name>OptionRow</name>
    <message>
        <source>Unlimited</source>
        <translation>Obegränsat</translation>
    </message>
    <message>
        <source>%1: unlimited</source>
        <translation>%1: obegränsat</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass the computer to %1</source>
        <translation>Lämna datorn till %1</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Jag är %1 – visa mina kort</translation>
    </message>
</context>
<context>
    <name>PinPrompt</name>
    <message>
        <source>PIN for %1</source>
        <translation>PIN-kod för %1</translation>
    </message>
    <message>
        <source>The host gave this room a PIN: ask them for it.</source>
        <translation>Det här rummet har en PIN-kod: fråga värden efter den.</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN-kod</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Titta på</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Gå med</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <source>Official rules</source>
        <translation>Officiella regler</translation>
    </message>
    <message>
        <source>Party (house rules)</source>
        <translation>Fest (husregler)</translation>
    </message>
    <message>
        <source>House rules: doubles, jump-in, 0 swaps</source>
        <translation>Husregler: dubbletter, inhopp, byte vid 0</translation>
    </message>
    <message>
        <source>House rules: stacking, drawing ends the turn</source>
        <translation>Husregler: stapling, dragning avslutar turen</translation>
    </message>
    <message>
        <source>House rules: stacking, 7-0, teams</source>
        <translation>Husregler: stapling, 7-0, lag</translation>
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
            <numerusform>Kedja: %n kort</numerusform>
            <numerusform>Kedja: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>You are out of the race: +3</source>
        <translation>Du är ute ur racet: +3</translation>
    </message>
    <message>
        <source>%1 is out of the race: +3</source>
        <translation>%1 är ute ur racet: +3</translation>
    </message>
    <message>
        <source>next</source>
        <translation>nästa</translation>
    </message>
    <message>
        <source>Give up (+3)</source>
        <translation>Ge upp (+3)</translation>
    </message>
</context>
<context>
    <name>ReactionPanel</name>
    <message>
        <source>Quick reactions</source>
        <translation>Snabba reaktioner</translation>
    </message>
    <message>
        <source>Show reactions from</source>
        <translation>Visa reaktioner från</translation>
    </message>
    <message>
        <source>%1 (hidden)</source>
        <translation>%1 (dold)</translation>
    </message>
    <message>
        <source>Reactions from %1</source>
        <translation>Reaktioner från %1</translation>
    </message>
</context>
<context>
    <name>Reactions</name>
    <message>
        <source>Thumbs up</source>
        <translation>Tummen upp</translation>
    </message>
    <message>
        <source>Ha ha!</source>
        <translation>Haha!</translation>
    </message>
    <message>
        <source>Wow!</source>
        <translation>Oj!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>Bra spelat!</translation>
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
        <translation>Filen kunde inte läsas.</translation>
    </message>
    <message>
        <source>The file is damaged: it is incomplete or not a UNO Desktop game.</source>
        <translation>Filen är skadad: den är ofullständig eller inte ett spel från UNO Desktop.</translation>
    </message>
    <message>
        <source>The file holds data this version of UNO Desktop does not understand.</source>
        <translation>Filen innehåller data som den här versionen av UNO Desktop inte förstår.</translation>
    </message>
    <message>
        <source>The file was made by a newer version of UNO Desktop. Update the game to watch it.</source>
        <translation>Filen skapades av en nyare version av UNO Desktop. Uppdatera spelet för att se den.</translation>
    </message>
    <message>
        <source>The file has rule options this version does not allow.</source>
        <translation>Filen har regelalternativ som den här versionen inte tillåter.</translation>
    </message>
    <message>
        <source>The file was changed after it was written, or it is corrupt, so it cannot be watched.</source>
        <translation>Filen har ändrats efter att den skrevs, eller är trasig, så den kan inte visas.</translation>
    </message>
    <message>
        <source>The game in this file plays differently under this version&apos;s rules, so it cannot be watched exactly.</source>
        <translation>Spelet i filen går annorlunda med den här versionens regler, så det kan inte visas exakt.</translation>
    </message>
</context>
<context>
    <name>RecordFileDialog</name>
    <message>
        <source>Export the game as a record file</source>
        <translation>Exportera spelet som inspelning</translation>
    </message>
    <message>
        <source>UNO game</source>
        <translation>UNO-spel</translation>
    </message>
    <message>
        <source>UNO Desktop records (*.unorec)</source>
        <translation>UNO Desktop-inspelningar (*.unorec)</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>{edition} · saved game, not finished</source>
        <translation>{edition} · sparat spel, inte avslutat</translation>
    </message>
    <message>
        <source>Team {n}</source>
        <translation>Lag {n}</translation>
    </message>
    <message>
        <source>won by {name}</source>
        <translation>vunnet av {name}</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>ingen vinnare</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n giv</numerusform>
            <numerusform>%n givar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} and %n other(s)</source>
        <translation>
            <numerusform>{names} och %n annan spelare</numerusform>
            <numerusform>{names} och %n andra spelare</numerusform>
        </translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Spelare: {names}</translation>
    </message>
    <message>
        <source>The record could not be written: {error}</source>
        <translation>Inspelningen kunde inte skrivas: {error}</translation>
    </message>
    <message>
        <source>Hand {hand} of {hands}</source>
        <translation>Giv {hand} av {hands}</translation>
    </message>
</context>
<context>
    <name>ReplayScreen</name>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>Repris: %1</translation>
    </message>
    <message>
        <source>move %1 of %2</source>
        <translation>drag %1 av %2</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Plats i spelet</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Förra given</translation>
    </message>
    <message>
        <source>Page Up</source>
        <translation>Page Up</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Ett drag bakåt</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Paus</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spela upp</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Blanksteg</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Ett drag framåt</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nästa giv</translation>
    </message>
    <message>
        <source>Page Down</source>
        <translation>Page Down</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Hastighet</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Långsammare</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Snabbare</translation>
    </message>
    <message>
        <source>Seen by</source>
        <translation>Se som</translation>
    </message>
    <message>
        <source>All hands open</source>
        <translation>Alla händer öppna</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Tangent: %1</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportera …</translation>
    </message>
</context>
<context>
    <name>RoomsController</name>
    <message>
        <source>Room code: %1</source>
        <translation>Rumskod: %1</translation>
    </message>
    <message>
        <source>Asking the room server for a code…</source>
        <translation>Hämtar en kod från rumsservern …</translation>
    </message>
    <message>
        <source>The room server cannot be reached. Still trying…</source>
        <translation>Rumsservern går inte att nå. Försöker igen …</translation>
    </message>
    <message>
        <source>Someone else is at the door: the next friend may wait a moment.</source>
        <translation>Någon annan är på väg in: nästa vän får kanske vänta en stund.</translation>
    </message>
    <message>
        <source>This code has expired. Make a new one for more friends.</source>
        <translation>Koden har gått ut. Skapa en ny för fler vänner.</translation>
    </message>
    <message>
        <source>Too many wrong codes were tried. Make a new one for more friends.</source>
        <translation>För många felaktiga koder har provats. Skapa en ny för fler vänner.</translation>
    </message>
    <message>
        <source>Friends join with this code for the next two hours.</source>
        <translation>Med den här koden kan vänner gå med de närmaste två timmarna.</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong code(s) tried</source>
        <translation>
            <numerusform>%n felaktig kod provad</numerusform>
            <numerusform>%n felaktiga koder provade</numerusform>
        </translation>
    </message>
    <message>
        <source>Connected directly to the host.</source>
        <translation>Direkt ansluten till värden.</translation>
    </message>
    <message>
        <source>Connected through the relay server.</source>
        <translation>Ansluten via reläservern.</translation>
    </message>
    <message>
        <source>Another computer answers for this room, not its host: nothing was sent to it. Still trying…</source>
        <translation>En annan dator svarar för det här rummet, inte din värd: inget skickades till den. Försöker igen …</translation>
    </message>
    <message>
        <source>No way to the host right now (attempt %1). Still trying…</source>
        <translation>Ingen väg till värden just nu (försök %1). Försöker igen …</translation>
    </message>
    <message>
        <source>Type the code your host gave you.</source>
        <translation>Skriv koden som din värd gav dig.</translation>
    </message>
    <message>
        <source>That code is too short: it has at least 8 digits.</source>
        <translation>Koden är för kort: den har minst 8 siffror.</translation>
    </message>
    <message>
        <source>That code is too long. Check it with your host.</source>
        <translation>Koden är för lång. Kolla den med din värd.</translation>
    </message>
    <message>
        <source>A digit is wrong or two are swapped. Check the code.</source>
        <translation>En siffra är fel eller två har bytt plats. Kontrollera koden.</translation>
    </message>
    <message>
        <source>That link is not an invitation to a room.</source>
        <translation>Länken är ingen inbjudan till ett rum.</translation>
    </message>
    <message>
        <source>Looking for the room…</source>
        <translation>Letar efter rummet …</translation>
    </message>
    <message>
        <source>Someone else is joining right now. Trying again…</source>
        <translation>Någon annan går med just nu. Försöker igen …</translation>
    </message>
    <message>
        <source>Checking the code…</source>
        <translation>Kontrollerar koden …</translation>
    </message>
    <message>
        <source>That code is wrong. Check it with your host.</source>
        <translation>Koden är fel. Kolla den med din värd.</translation>
    </message>
    <message>
        <source>This code has expired. Ask your host for a new one.</source>
        <translation>Koden har gått ut. Be din värd om en ny.</translation>
    </message>
    <message>
        <source>This code no longer works. Ask your host for a new one.</source>
        <translation>Koden fungerar inte längre. Be din värd om en ny.</translation>
    </message>
    <message>
        <source>No room answers to this code. Check it with your host.</source>
        <translation>Inget rum svarar på den här koden. Kolla den med din värd.</translation>
    </message>
    <message>
        <source>The room is busy. Try again in a moment.</source>
        <translation>Rummet är upptaget. Försök igen om en stund.</translation>
    </message>
    <message>
        <source>The room server cannot be reached. Check your internet connection and the room server address.</source>
        <translation>Rumsservern går inte att nå. Kontrollera din internetanslutning och rumsserverns adress.</translation>
    </message>
    <message>
        <source>This room plays another version of UNO Desktop.</source>
        <translation>Det här rummet kör en annan version av UNO Desktop.</translation>
    </message>
    <message>
        <source>Someone on the way tampered with the connection. It was cut and made again.</source>
        <translation>Någon på vägen manipulerade anslutningen. Den kopplades ner och upprättades på nytt.</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>Kopierat.</translation>
    </message>
    <message>
        <source>You are in a room. Leave it to join the one in the link.</source>
        <translation>Du är redan i ett rum. Lämna det för att gå med i rummet från länken.</translation>
    </message>
    <message>
        <source>Connecting to the host…</source>
        <translation>Ansluter till värden …</translation>
    </message>
    <message>
        <source>A room server address starts with ws:// or wss://.</source>
        <translation>En rumsservers adress börjar med ws:// eller wss://.</translation>
    </message>
    <message>
        <source>A relay address looks like tcp:host:port.</source>
        <translation>En reläadress ser ut så här: tcp:host:port.</translation>
    </message>
    <message>
        <source>The room server turned us away: %1</source>
        <translation>Rumsservern avvisade oss: %1</translation>
    </message>
    <message>
        <source>Joining failed (%1).</source>
        <translation>Det gick inte att gå med (%1).</translation>
    </message>
</context>
<context>
    <name>RoomsHome</name>
    <message>
        <source>Play online</source>
        <translation>Spela online</translation>
    </message>
</context>
<context>
    <name>RoomsJoin</name>
    <message>
        <source>The code your host gave you</source>
        <translation>Koden från din värd</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Rumskod</translation>
    </message>
    <message>
        <source>Only watch</source>
        <translation>Bara titta</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Gå med</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
    </message>
</context>
<context>
    <name>RoomsLobby</name>
    <message>
        <source>Copy code</source>
        <translation>Kopiera kod</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Kopiera länk</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>Ny kod</translation>
    </message>
</context>
<context>
    <name>RoomsStart</name>
    <message>
        <source>Your name</source>
        <translation>Ditt namn</translation>
    </message>
    <message>
        <source>Invite friends</source>
        <translation>Bjud in vänner</translation>
    </message>
    <message>
        <source>Join with a code</source>
        <translation>Gå med via kod</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
    </message>
    <message>
        <source>Servers (empty: the public ones)</source>
        <translation>Servrar (tomt: de offentliga)</translation>
    </message>
    <message>
        <source>Room server</source>
        <translation>Rumsserver</translation>
    </message>
    <message>
        <source>Relay server</source>
        <translation>Reläserver</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
    </message>
</context>
<context>
    <name>Save</name>
    <message>
        <source>The saved game could not be read.</source>
        <translation>Det sparade spelet kunde inte läsas.</translation>
    </message>
    <message>
        <source>The saved game is damaged (incomplete or not a save file).</source>
        <translation>Det sparade spelet är skadat (ofullständigt eller ingen sparfil).</translation>
    </message>
    <message>
        <source>The saved game contains data this version does not understand.</source>
        <translation>Det sparade spelet innehåller data som den här versionen inte förstår.</translation>
    </message>
    <message>
        <source>The saved game does not replay: it was changed or is corrupt.</source>
        <translation>Det sparade spelet går inte att spela upp: det har ändrats eller är trasigt.</translation>
    </message>
    <message>
        <source>The saved game comes from another version of UNO Desktop.</source>
        <translation>Det sparade spelet kommer från en annan version av UNO Desktop.</translation>
    </message>
    <message>
        <source>The saved game has invalid rule options.</source>
        <translation>Det sparade spelet har ogiltiga regelinställningar.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score history</source>
        <translation>Poänghistorik</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spelare {n}</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message numerus="yes">
        <source>%1, %n card(s)</source>
        <translation>
            <numerusform>%1, %n kort</numerusform>
            <numerusform>%1, %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n poäng</numerusform>
            <numerusform>%n poäng</numerusform>
        </translation>
    </message>
    <message>
        <source>on turn</source>
        <translation>har turen</translation>
    </message>
    <message>
        <source>UNO called</source>
        <translation>UNO ropat</translation>
    </message>
    <message>
        <source>away, a bot plays for them</source>
        <translation>borta, en bot spelar så länge</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 p</translation>
    </message>
    <message>
        <source>Away · bot plays</source>
        <translation>Borta · bot spelar</translation>
    </message>
    <message>
        <source>Catch!</source>
        <translation>Ertappa!</translation>
    </message>
    <message>
        <source>Catch %1 without UNO</source>
        <translation>Ertappa %1 utan UNO</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Byt</translation>
    </message>
    <message>
        <source>Swap hands with %1</source>
        <translation>Byt kort med %1</translation>
    </message>
</context>
<context>
    <name>SeatPicker</name>
    <message>
        <source>%1, picked</source>
        <translation>%1, vald</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>Jag</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Språk</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationshastighet</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Långsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snabb</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Direkt</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>Ljud av</translation>
    </message>
    <message>
        <source>Colour-blind cards</source>
        <translation>Kort för färgblinda</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Storlek</translation>
    </message>
    <message>
        <source>From the screen (%1)</source>
        <translation>Anpassad till skärmen (%1)</translation>
    </message>
    <message>
        <source>Size of everything on screen</source>
        <translation>Storlek på allt på skärmen</translation>
    </message>
    <message>
        <source>Capped at %1 by the window size</source>
        <translation>Begränsad till %1 av fönstrets storlek</translation>
    </message>
    <message>
        <source>Larger sizes need a larger window</source>
        <translation>Större storlekar kräver ett större fönster</translation>
    </message>
    <message>
        <source>Screen reader says</source>
        <translation>Skärmläsaren säger</translation>
    </message>
    <message>
        <source>Every move</source>
        <translation>Varje drag</translation>
    </message>
    <message>
        <source>Only what concerns me</source>
        <translation>Bara det som rör mig</translation>
    </message>
    <message>
        <source>Minimal</source>
        <translation>Det nödvändigaste</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Helskärm</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ditt namn</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ljud</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>Effekter</translation>
    </message>
    <message>
        <source>Volume of the effects</source>
        <translation>Effekternas volym</translation>
    </message>
    <message>
        <source>Music</source>
        <translation>Musik</translation>
    </message>
    <message>
        <source>Volume of the music</source>
        <translation>Musikens volym</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tangentbord</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Klar</translation>
    </message>
</context>
<context>
    <name>SlapRace</name>
    <message>
        <source>You were last: +2</source>
        <translation>Du var sist: +2</translation>
    </message>
    <message>
        <source>%1 was last: +2</source>
        <translation>%1 var sist: +2</translation>
    </message>
    <message>
        <source>Slap the buzzer</source>
        <translation>Tryck på summern</translation>
    </message>
    <message>
        <source>SLAP! (Space)</source>
        <translation>SLÅ! (␣)</translation>
    </message>
</context>
<context>
    <name>Sounds</name>
    <message>
        <source>%1: no sound, Qt Multimedia did not load (%2); playing silently</source>
        <translation>%1: inget ljud, Qt Multimedia laddas inte (%2); spelar utan ljud</translation>
    </message>
    <message>
        <source>%1: no sound, no sound server answered; playing silently</source>
        <translation>%1: inget ljud, ingen ljudserver svarar; spelar utan ljud</translation>
    </message>
</context>
<context>
    <name>SpinStation</name>
    <message>
        <source>%1 spins…</source>
        <translation>%1 snurrar …</translation>
    </message>
    <message>
        <source>You spin…</source>
        <translation>Du snurrar …</translation>
    </message>
    <message>
        <source>Your spin!</source>
        <translation>Din tur att snurra!</translation>
    </message>
    <message>
        <source>%1 must spin</source>
        <translation>%1 måste snurra</translation>
    </message>
    <message>
        <source>The wheel</source>
        <translation>Hjulet</translation>
    </message>
    <message>
        <source>Everyone races to call UNO Spin!</source>
        <translation>Alla tävlar om att ropa UNO Spin!</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Väntar på %1 …</translation>
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
        <translation>Snurra hjulet</translation>
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
        <translation>Tangent: %1</translation>
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
        <translation>Din statistik kunde inte läsas: filen var skadad. Den sparades som ”{name}”, och ny statistik påbörjades.</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Vunna spel</translation>
    </message>
    <message>
        <source>{won} of {played}</source>
        <translation>{won} av {played}</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Vunna givar</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Poäng per giv</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>inga än</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Längsta vinstsvit</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n spel</numerusform>
            <numerusform>%n spel</numerusform>
        </translation>
    </message>
    <message>
        <source>Own rules</source>
        <translation>Egna regler</translation>
    </message>
    <message>
        <source>People only</source>
        <translation>Bara människor</translation>
    </message>
    <message>
        <source>Bots of several levels</source>
        <translation>Bottar på flera nivåer</translation>
    </message>
    <message>
        <source>How your share of games won goes shows here from your second game on.</source>
        <translation>Hur din andel vunna spel utvecklas visas här från ditt andra spel.</translation>
    </message>
    <message>
        <source>No points scored yet: your points per hand show here once a game has scored some.</source>
        <translation>Inga poäng ännu: dina poäng per giv visas här när ett spel har gett poäng.</translation>
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
        <translation>Nollställ …</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
    </message>
    <message>
        <source>Finish a game to see your statistics here.</source>
        <translation>Avsluta ett spel för att se din statistik här.</translation>
    </message>
    <message>
        <source>By edition</source>
        <translation>Per utgåva</translation>
    </message>
    <message>
        <source>By house rules</source>
        <translation>Per husregler</translation>
    </message>
    <message>
        <source>By opponents</source>
        <translation>Per motståndare</translation>
    </message>
    <message>
        <source>Games won so far (%), game by game</source>
        <translation>Vunna spel hittills (%), spel för spel</translation>
    </message>
    <message>
        <source>Points per hand, game by game</source>
        <translation>Poäng per giv, spel för spel</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>Nollställa statistiken?</translation>
    </message>
    <message>
        <source>Every game counted so far is forgotten. This cannot be undone.</source>
        <translation>Alla spel som räknats hittills glöms bort. Det går inte att ångra.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Återställ</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
</context>
<context>
    <name>StatsTable</name>
    <message>
        <source>Played</source>
        <translation>Spelade</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunna</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Game table</source>
        <translation>Spelbord</translation>
    </message>
    <message>
        <source>Jump-in!</source>
        <translation>Hoppa in!</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Hoppa över</translation>
    </message>
    <message>
        <source>UNO!</source>
        <translation>UNO!</translation>
    </message>
    <message>
        <source>Caught!</source>
        <translation>Ertappad!</translation>
    </message>
    <message>
        <source>Bluff!</source>
        <translation>Bluff!</translation>
    </message>
    <message>
        <source>Legal!</source>
        <translation>Tillåtet!</translation>
    </message>
    <message>
        <source>{seat}&apos;s hand</source>
        <translation>Korten hos {seat}</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Dina kort</translation>
    </message>
    <message>
        <source>{seat} shows</source>
        <translation>{seat} visar</translation>
    </message>
    <message>
        <source>You show</source>
        <translation>Du visar</translation>
    </message>
</context>
<context>
    <name>TableDecisions</name>
    <message>
        <source>Play it</source>
        <translation>Lägg det</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behåll det</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Utmana</translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s)</source>
        <translation>
            <numerusform>Ta %n kort</numerusform>
            <numerusform>Ta %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Don&apos;t swap</source>
        <translation>Byt inte</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Tips (H)</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Dra</translation>
    </message>
    <message>
        <source>Call UNO</source>
        <translation>Ropa UNO</translation>
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
        <translation>%1: första kortet.</translation>
    </message>
    <message>
        <source>%1: last card.</source>
        <translation>%1: sista kortet.</translation>
    </message>
</context>
<context>
    <name>TableHand</name>
    <message>
        <source>playable</source>
        <translation>spelbart</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 av %2</translation>
    </message>
    <message>
        <source>Hidden card</source>
        <translation>Dolt kort</translation>
    </message>
</context>
<context>
    <name>TablePiles</name>
    <message numerus="yes">
        <source>Draw pile, %n card(s)</source>
        <translation>
            <numerusform>Draghögen, %n kort</numerusform>
            <numerusform>Draghögen, %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <translation>Kasthögen: %1</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Kasthögen</translation>
    </message>
    <message numerus="yes">
        <source>%n press(es) owed</source>
        <translation>
            <numerusform>%n tryck kvar</numerusform>
            <numerusform>%n tryck kvar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n penalty card(s) pending</source>
        <translation>
            <numerusform>%n straffkort väntar</numerusform>
            <numerusform>%n straffkort väntar</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableStatus</name>
    <message>
        <source>One hand decides the game</source>
        <translation>En giv avgör spelet</translation>
    </message>
    <message>
        <source>Hand %1 · Target %2</source>
        <translation>Giv %1 · Mål %2</translation>
    </message>
    <message>
        <source>Your points: %1</source>
        <translation>Dina poäng: %1</translation>
    </message>
    <message>
        <source>React</source>
        <translation>Reagera</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
</context>
<context>
    <name>TippoScale</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>STOP</source>
        <translation>STOPP</translation>
    </message>
    <message>
        <source>Left pan</source>
        <translation>Vänster skål</translation>
    </message>
    <message>
        <source>Right pan</source>
        <translation>Höger skål</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Welcome! Your cards are at the bottom. Play a card that matches the top card of the discard pile by its colour: your red 3 fits on the red 5. (Keys: ← and → pick a card, Enter plays it.)</source>
        <translation>Välkommen! Dina kort ligger längst ner. Lägg ett kort som matchar det översta kortet på kasthögen i färg: din röda 3:a passar på den röda 5:an. (Tangenter: ← och → väljer ett kort, Retur lägger det.)</translation>
    </message>
    <message>
        <source>Ada and Ben have played. A card may also match by its number: the green 8 lies on the pile, so play your yellow 8.</source>
        <translation>Ada och Ben har lagt. Ett kort kan också matcha på siffran: den gröna 8:an ligger på högen, så lägg din gula 8:a.</translation>
    </message>
    <message>
        <source>A Skip makes the next player miss a turn. Play your yellow Skip: Ada is skipped, and Ben plays next.</source>
        <translation>Hoppa över gör att nästa spelare får stå över. Lägg ditt gula Hoppa över: Ada får stå över, och Ben spelar härnäst.</translation>
    </message>
    <message>
        <source>A Reverse turns the direction of play around. Play your yellow Reverse: now Ben plays after you, then Ada.</source>
        <translation>Omvänd vänder spelriktningen. Lägg ditt gula Omvänd: nu spelar Ben efter dig, sedan Ada.</translation>
    </message>
    <message>
        <source>Ada played a Wild Draw Four: you are to draw four cards. But she may only play it when she holds no card of the active colour, yellow. If you think she bluffed, challenge! (Keys: C, or Enter: “Challenge” has the focus.)</source>
        <translation>Ada lade Vild Dra 4: du ska dra fyra kort. Men hon får bara lägga det om hon inte har något kort i den ledande färgen, gul. Tror du att hon bluffar? Utmana! (Tangenter: C, eller Retur: ”Utmana” har fokus.)</translation>
    </message>
    <message>
        <source>Choose green: your last card is the green 4. (Keys: G, or the arrows to green, then Enter.)</source>
        <translation>Välj grönt: ditt sista kort är den gröna 4:an. (Tangenter: G, eller pilarna till grönt, sedan Retur.)</translation>
    </message>
    <message>
        <source>Bluff caught: Ada drew four cards instead of you, and you saw her yellow 7. It is your turn. A Draw Two makes the next player draw two cards and miss a turn: play your blue Draw Two on Ben.</source>
        <translation>Bluffen avslöjad: Ada drog fyra kort i stället för dig, och du såg hennes gula 7:a. Det är din tur. Dra 2 gör att nästa spelare drar två kort och står över: lägg ditt blåa Dra 2, så får Ben dra.</translation>
    </message>
    <message>
        <source>A Wild goes on any card, and you choose the colour that follows. Play your Wild.</source>
        <translation>Ett vildkort passar på alla kort, och du väljer färgen som följer. Lägg ditt vildkort.</translation>
    </message>
    <message>
        <source>Ben caught you! You were down to one card without calling UNO, so you drew two penalty cards. Play your green 6 now.</source>
        <translation>Ben ertappade dig! Du hade bara ett kort kvar utan att ropa UNO, så du drog två straffkort. Lägg din gröna 6:a nu.</translation>
    </message>
    <message>
        <source>Two cards left: call UNO before you play the second-to-last one, or anyone may catch you. Press the UNO button (key U).</source>
        <translation>Två kort kvar: ropa UNO innan du lägger det näst sista, annars kan vem som helst ertappa dig. Tryck på UNO-knappen (tangent U).</translation>
    </message>
    <message>
        <source>UNO called: nobody can catch you now. Play your blue 6.</source>
        <translation>UNO ropat: nu kan ingen ertappa dig. Lägg din blå 6:a.</translation>
    </message>
    <message>
        <source>Your last card: play the green 4 and go out!</source>
        <translation>Ditt sista kort: lägg den gröna 4:an och gå ut!</translation>
    </message>
</context>
<context>
    <name>TutorialOffer</name>
    <message>
        <source>New to UNO?</source>
        <translation>Första gången du spelar UNO?</translation>
    </message>
    <message>
        <source>A guided first hand teaches the rules in a few minutes, step by step.</source>
        <translation>En guidad första giv lär dig reglerna på några minuter, steg för steg.</translation>
    </message>
    <message>
        <source>Play the tutorial</source>
        <translation>Spela lektionen</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Inte nu</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>Watch Ada and Ben play.</source>
        <translation>Titta när Ada och Ben spelar.</translation>
    </message>
    <message>
        <source>You went out and won the hand! You score the cards left in the other hands: number cards their number, Skip, Reverse and Draw Two 20 points each, Wilds 50. A real game goes on, hand after hand, until someone reaches 500 points. You are ready to play!</source>
        <translation>Du gick ut och vann given! Du får poängen för korten som de andra har kvar: sifferkort så mycket som siffran visar, Hoppa över, Omvänd och Dra 2 20 poäng styck, vildkort 50. Ett riktigt spel fortsätter giv efter giv tills någon når 500 poäng. Nu är du redo att spela!</translation>
    </message>
    <message>
        <source>Not this move in the lesson: {step}</source>
        <translation>Inte det draget i lektionen: {step}</translation>
    </message>
</context>
<context>
    <name>TutorialScreen</name>
    <message>
        <source>Tutorial</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Lämna lektionen</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Bra jobbat!</translation>
    </message>
    <message>
        <source>Start a game</source>
        <translation>Starta ett spel</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Huvudmeny</translation>
    </message>
</context>
<context>
    <name>UnoChip</name>
    <message>
        <source>UNO called</source>
        <translation>UNO ropat</translation>
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
        <translation>Vinnaren får poängen</translation>
    </message>
    <message>
        <source>Lowest score wins</source>
        <translation>Lägst poäng vinner</translation>
    </message>
    <message>
        <source>Single hand</source>
        <translation>En enda giv</translation>
    </message>
    <message>
        <source>Draw one, may play it</source>
        <translation>Dra ett, får läggas</translation>
    </message>
    <message>
        <source>Draw one, turn ends</source>
        <translation>Dra ett, turen slutar</translation>
    </message>
    <message>
        <source>Draw until playable</source>
        <translation>Dra tills det passar</translation>
    </message>
    <message>
        <source>First player chooses the colour</source>
        <translation>Första spelaren väljer färg</translation>
    </message>
    <message>
        <source>Turn a new card</source>
        <translation>Vänd ett nytt kort</translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation>Dela ut igen</translation>
    </message>
    <message>
        <source>Shuffle it back, turn a new card</source>
        <translation>Blanda tillbaka, vänd ett nytt kort</translation>
    </message>
    <message>
        <source>Leave it, turn a new card</source>
        <translation>Låt det ligga, vänd ett nytt kort</translation>
    </message>
    <message>
        <source>The hand&apos;s points</source>
        <translation>Handens poäng</translation>
    </message>
    <message>
        <source>The running score</source>
        <translation>Den löpande poängen</translation>
    </message>
    <message>
        <source>Only when caught</source>
        <translation>Bara om man blir ertappad</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Alltid</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>Givaren</translation>
    </message>
    <message>
        <source>The dealer&apos;s right</source>
        <translation>Till höger om givaren</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>Same type only</source>
        <translation>Bara samma sort</translation>
    </message>
    <message>
        <source>+2 and +4 on +2, +4 on +4</source>
        <translation>+2 och +4 på +2, +4 på +4</translation>
    </message>
    <message>
        <source>On</source>
        <translation>På</translation>
    </message>
    <message>
        <source>Bluff and challenge</source>
        <translation>Bluffa och utmana</translation>
    </message>
    <message>
        <source>Enforced</source>
        <translation>Kontrolleras</translation>
    </message>
    <message>
        <source>No card of the active colour</source>
        <translation>Inget kort i ledande färg</translation>
    </message>
    <message>
        <source>No other playable card</source>
        <translation>Inget annat spelbart kort</translation>
    </message>
    <message>
        <source>Nothing special</source>
        <translation>Inget särskilt</translation>
    </message>
    <message>
        <source>Swap with a chosen player</source>
        <translation>Byt med vald spelare</translation>
    </message>
    <message>
        <source>All hands rotate</source>
        <translation>Alla skickar vidare</translation>
    </message>
    <message>
        <source>Swap with the fewest cards</source>
        <translation>Byt med den som har minst kort</translation>
    </message>
    <message>
        <source>Alternate seats</source>
        <translation>Varannan plats</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Obegränsat</translation>
    </message>
    <message>
        <source>Chosen by the player</source>
        <translation>Spelaren väljer</translation>
    </message>
    <message>
        <source>The next player</source>
        <translation>Nästa spelare</translation>
    </message>
    <message>
        <source>Cancels the spin</source>
        <translation>Upphäver snurren</translation>
    </message>
    <message>
        <source>Passes the spin on</source>
        <translation>Skickar snurren vidare</translation>
    </message>
    <message>
        <source>All segments equally likely</source>
        <translation>Alla fält lika troliga</translation>
    </message>
    <message>
        <source>Generous</source>
        <translation>Generöst</translation>
    </message>
    <message>
        <source>Punishing</source>
        <translation>Straffande</translation>
    </message>
    <message>
        <source>Either pan</source>
        <translation>Valfri vågskål</translation>
    </message>
    <message>
        <source>The Tilt card&apos;s pan</source>
        <translation>Tippo-kortets skål</translation>
    </message>
    <message>
        <source>One 3 and one 7 per colour</source>
        <translation>En trea och en sjua per färg</translation>
    </message>
    <message>
        <source>Anyone at random</source>
        <translation>Slumpvis, alla</translation>
    </message>
    <message>
        <source>Anyone else at random</source>
        <translation>Slumpvis, andra</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation>Medsols</translation>
    </message>
    <message>
        <source>4 to 8 seconds, at random</source>
        <translation>Slumpvis 4 till 8 sekunder</translation>
    </message>
    <message>
        <source>4 seconds</source>
        <translation>4 sekunder</translation>
    </message>
    <message>
        <source>6 seconds</source>
        <translation>6 sekunder</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Ingen gräns</translation>
    </message>
    <message>
        <source>UNO Attack (US)</source>
        <translation>UNO Attack (USA)</translation>
    </message>
    <message>
        <source>UNO Extreme (German)</source>
        <translation>UNO Extreme (tysk)</translation>
    </message>
    <message>
        <source>UNO Extreme (German, first edition)</source>
        <translation>UNO Extreme (tysk, första upplagan)</translation>
    </message>
</context>
<context>
    <name>VictoryLap</name>
    <message>
        <source>Victory lap %1</source>
        <translation>Ärevarv %1</translation>
    </message>
    <message>
        <source>%1 looks at the new hand…</source>
        <translation>%1 tittar på de nya korten …</translation>
    </message>
    <message>
        <source>Keep this hand</source>
        <translation>Behåll de här korten</translation>
    </message>
    <message>
        <source>Pass them on</source>
        <translation>Skicka vidare</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message numerus="yes">
        <source>%n more move(s).</source>
        <translation>
            <numerusform>%n drag till.</numerusform>
            <numerusform>%n drag till.</numerusform>
        </translation>
    </message>
</context>
</TS>
