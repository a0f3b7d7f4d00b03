"""Terremoto in 日本語: the same keys and placeholders as English
(game/ui/terremoto/lang/en.py); counted keys have only the ``.other`` form. Terremoto has no
Japanese text: its names follow the Italian edition's (黒のスケルトン, 青の魔法使い, 緑のエルフ,
赤のゴブリン, 白の兵士, クローン; 地震, 好機, 繁栄, タイムワープ; プレイ, スート, 場, 山札, 捨て札).
Card names in running text stand in 「」. Style: polite (です・ます) and compact.
"""

from __future__ import annotations

CATALOGUE: dict[str, str] = {
    "game.terremoto.title": "Terremoto",
    "game.terremoto.blurb": "スートをそろえるカードゲーム。場にグループを出して得点し、地震に"
    "気をつけましょう。",
    "option.terremoto.target200": "200点まで",
    "option.terremoto.target200.help": "長めのゲーム：目標は200点です（5～8人。通常は150点）。",
    "option.terremoto.target100": "100点まで",
    "option.terremoto.target100.help": "短めのゲーム：目標は100点です（5～8人。通常は150点）。",
    # ---- Terremoto
    "terremoto.card.K.other": "黒のスケルトン",
    "terremoto.card.W.other": "青の魔法使い",
    "terremoto.card.E.other": "緑のエルフ",
    "terremoto.card.G.other": "赤のゴブリン",
    "terremoto.card.S.other": "白の兵士",
    "terremoto.card.C.other": "クローン",
    "terremoto.card.EQ.other": "地震",
    "terremoto.card.OP.other": "好機",
    "terremoto.card.PR.other": "繁栄",
    "terremoto.card.TW.other": "タイムワープ",
    "terremoto.face.K": "スケルトン",
    "terremoto.face.W": "魔法使い",
    "terremoto.face.E": "エルフ",
    "terremoto.face.G": "ゴブリン",
    "terremoto.face.S": "兵士",
    "terremoto.face.C": "クローン",
    "terremoto.face.EQ": "地震",
    "terremoto.face.OP": "好機",
    "terremoto.face.PR": "繁栄",
    "terremoto.face.TW": "タイムワープ",
    "terremoto.letter.K": "K",
    "terremoto.letter.W": "W",
    "terremoto.letter.E": "E",
    "terremoto.letter.G": "G",
    "terremoto.letter.S": "S",
    "terremoto.letter.C": "C",
    "terremoto.letter.EQ": "EQ",
    "terremoto.letter.OP": "OP",
    "terremoto.letter.PR": "PR",
    "terremoto.letter.TW": "TW",
    "terremoto.effect.suit": "1つのスートのグループは、その枚数 × 場にあるそのスートの枚数（全員"
    "の分、このグループを含む）の得点になります。",
    "terremoto.effect.clone": "どのスートのカードとしても数えます。グループに加えるか、クローン"
    "だけで出すときはスートを宣言します。",
    "terremoto.effect.EQ": "場のカードをすべて捨て札にします。",
    "terremoto.effect.OP": "すぐにカードを{draw}枚引きます。この手番の終わりには引きません。",
    "terremoto.effect.PR": "{points}点を得ます。",
    "terremoto.effect.TW": "この手番は何回でもプレイできます（最低2回）。",
    "terremoto.card_effect": "{name}：{effect}",
    "terremoto.and": "{names}と{last}",
    "terremoto.comma": "、",
    "terremoto.nothing": "なし",
    "terremoto.stage.label": "場",
    "terremoto.status.turn": "{name}の手番",
    "terremoto.status.over": "ゲーム終了：{names}の勝利",
    "terremoto.status.round": "ラウンド{round}・目標{target}点",
    "terremoto.plays.normal": "この手番のプレイ：{made}回済み・残り{left}回",
    "terremoto.plays.warp.other": "この手番のプレイ：{count}回済み・制限なし（タイムワープ）",
    "terremoto.badge.warp": "タイムワープ：続けてプレイするか、プレイを終えられます",
    "terremoto.badge.opportunity": "好機を使用：この手番の終わりには引きません",
    "terremoto.pile.draw": "山札",
    "terremoto.pile.discard": "捨て札",
    "terremoto.pile.draw_title.other": "山札：{count}枚",
    "terremoto.pile.discard_title.other": "捨て札：{count}枚、一番上は{top}",
    "terremoto.pile.discard_empty": "捨て札：なし",
    "terremoto.tally.title": "場",
    "terremoto.tally.chip": "場の{name}：{count}枚",
    "terremoto.tally.grow": "→ {count}",
    "terremoto.seat.score": "{score} / {target}",
    "terremoto.seat.score_title": "得点 {score} / {target}",
    "terremoto.seat.empty": "場にカードはありません",
    "terremoto.seat.hand": "🂠 {count}",
    "terremoto.stack": "場の{name}：{count}枚",
    "terremoto.stack.count": "×{count}",
    "terremoto.stack.clones.other": "場の{name}：{total}枚（うちクローン{count}枚）",
    "terremoto.cards_in_hand.other": "手札{count}枚",
    "terremoto.pass.other": "得点 {score} / {target}・手札{count}枚",
    "terremoto.hand.title": "{name}の手札",
    "terremoto.hand.empty": "手札はありません。",
    "terremoto.hand.wait": "自分の手番になったらプレイできます。",
    "terremoto.hand.all": "全{count}枚",
    "terremoto.hand.none": "解除",
    "terremoto.hand.all_title": "{name}をすべて選ぶ／解除する",
    "terremoto.prompt.plays.other": "グループか特殊カードを出してください（残り{count}回）",
    "terremoto.prompt.warp.other": "タイムワープ：好きなだけプレイできます（あと{count}回以上）",
    "terremoto.prompt.warp_end": "タイムワープ：続けてプレイするか、プレイを終えてください",
    "terremoto.prompt.wait": "{name}がプレイ中です。",
    "terremoto.prompt.over": "ゲーム終了です。",
    "terremoto.preview.group.other": "{suit_name}{cards}枚：{size} × {tally} = {points}点",
    "terremoto.preview.group_clones.other": "{suit_name}{cards}枚と{clone_name}{clones}枚："
    "{size} × {tally} = {points}点",
    "terremoto.preview.clones.other": "{clone_name}{clones}枚を{suit_plural}として："
    "{size} × {tally} = {points}点",
    "terremoto.preview.prosper": "繁栄：{points}点",
    "terremoto.why.empty": "手札からカードを選んでください：1つのスートのカード（クローンも可）"
    "か、特殊カード1枚です。",
    "terremoto.why.mixed": "違うスートのカードで1つのグループは作れません。",
    "terremoto.why.alone": "特殊カードは1枚だけで出します。",
    "terremoto.why.declare": "クローンのスートを選んでください。",
    "terremoto.why.illegal": "今はそのプレイはできません。",
    "terremoto.declare.title": "クローンのスート：",
    "terremoto.declare.option.other": "{name}：{points}点",
    "terremoto.declare.points": "+{points}",
    "terremoto.btn.play": "出す",
    "terremoto.btn.clear": "クリア",
    "terremoto.btn.end": "プレイ終了",
    "terremoto.recent.title": "直前の手番",
    "terremoto.end.score": "得点",
    "terremoto.end.target": "最初に{target}点に達した人の勝ちです。",
    "terremoto.end.limit": "{rounds}ラウンド以内に誰も目標に届かなかったため、最高得点の人の勝ち"
    "です。",
    "terremoto.log.setup.other": "{players}人でTerremotoを始めます（デッキ{count}組、"
    "{target}点）。",
    "terremoto.log.first": "{player}から始めます。",
    "terremoto.log.turn": "― {player}の手番 ―",
    "terremoto.log.discard_table.other": "{player}が前の手番に出したカード{count}枚を捨て札に"
    "しました。",
    "terremoto.log.group": "{player}が{suit_name}を{cards}枚出しました：{size} × {tally} = "
    "{points}。",
    "terremoto.log.group_clones": "{player}が{suit_name}{cards}枚と{clone_name}{clones}枚を"
    "出しました：{size} × {tally} = {points}。",
    "terremoto.log.clones": "{player}が{clone_name}{clones}枚を{suit_plural}として出しました："
    "{size} × {tally} = {points}。",
    "terremoto.log.earthquake.other": "{player}が「地震」を使いました：場のカード{count}枚が捨て"
    "札になります。",
    "terremoto.log.opportunity": "{player}は「好機」を使いました。今引き、"
    "この手番の終わりには引きません。",
    "terremoto.log.prosper": "{player}が「繁栄」を使いました：{points}点。",
    "terremoto.log.time_warp": "{player}が「タイムワープ」を使いました。",
    "terremoto.log.end_plays": "{player}がプレイを終えました。",
    "terremoto.log.draw.other": "{player}がカードを{count}枚引きました。",
    "terremoto.log.drew": "引いたカード：{card_list}。",
    "terremoto.log.no_draw": "{player}はこの手番の終わりに引きません（「好機」）。",
    "terremoto.log.reshuffle.other": "捨て札をシャッフルして、{count}枚の新しい山札を作りました。",
    "terremoto.log.piles_empty": "山札も捨て札も空です：{player}はこれ以上引けません。",
    "terremoto.log.empty_hand": "{player}は手札がないため、プレイできません。",
    "terremoto.undo.revealed": "取り消せません：その後カードが引かれました",
    "terremoto.log.win": "{player}が{score}点で勝利しました。",
    "terremoto.log.limit.other": "{rounds}ラウンドが過ぎても誰も目標に届きませんでした：{winners}"
    "が{score}点で勝利です。",
    "terremoto.rules.goal": "最初に{target}点に達しましょう。",
    "terremoto.rules.turn": "手番の流れ：前の手番に出したカードを捨て札にし、2回プレイします"
    "（1つのスートのグループか、特殊カード1枚）。その後、手札が{hand}枚になるまで引きます。",
    "terremoto.rules.scoring": "グループの得点は、その枚数 × 場にあるそのスートの枚数（全員の"
    "分、このグループを含む）です。クローンはどのスートとしても数えます。",
    "terremoto.rules.specials": "「地震」は場を空にします。「好機」はすぐに{draw}枚引きます（手番"
    "の終わりには引きません）。「繁栄」は{points}点。「タイムワープ」なら好きなだけプレイ"
    "できます。",
    "terremoto.rules.end": "場のカードは、出した人の次の手番まで1巡のあいだ場に残り、全員の同じ"
    "スートのグループに加算されます。",
    "terremoto.rules.controls": "操作：カードをタップして選び、「出す」を押します。{keys}",
    "terremoto.tray": "手札とプレイ",
    "terremoto.keys": "キー：{suits}でカードを1枚追加（Shiftで1枚外す）、{special"
    "s}で特殊カード（地震・好機・繁栄・タイムワープ）、Spaceでフォーカス中のカ"
    "ードを選択、Enterで出す、Escでクリア、{end}でプレイ終了。",
    "terremoto.card_key": "{tip}（キー {letter}）",
    "terremoto.pile.left.other": "残り{count}枚",
    "terremoto.badge.warp_owed.other": "タイムワープ：あと{count}回のプレイが必要、"
    "その後は好きなだけ",
    "terremoto.seat.leaves": "{name}の次の手番の始めに捨て札へ",
    "terremoto.seat.leaves_yours": "あなたのカードは次の手番の始めに捨て札へ",
    "terremoto.rules.goal_any": "{one_from}〜{one_to}人（デッキ1組）では{one}点、{two"
    "_from}〜{two_to}人（デッキ2組）では{two}点（{options"
    "}も選べます）に最初に達しましょう。",
    # ---- the lesson (game/ui/terremoto/lesson.py)
    "lesson.terremoto.title": "Terremotoを覚えよう",
    "lesson.terremoto.s1.say": "ようこそ、{you}！1つのスートのグループを場に出して得点します。グル"
    "ープの得点は、その枚数 × 場にあるそのスートの枚数（全員の分、自分の分も含む）です。場には「青"
    "の魔法使い」が4枚あります（「場」の欄を見てください）。自分の魔法使い2枚を選んで「出す」を押"
    "すと2 × 6 = 12点です。",
    "lesson.terremoto.s1.done": "12点：あなたの魔法使い2枚 × 場にある魔法使い6枚。",
    "lesson.terremoto.s1.wrong": "強調された「青の魔法使い」2枚を選んで、「出す」を押してください"
    "。",
    "lesson.terremoto.s2.say": "毎手番2回プレイします。2回目は「白の兵士」2枚を選んで「出す」を押"
    "しましょう。場に兵士はまだないので、2 × 2 = 4点です。そのあと手札が7枚になるまで引きます。",
    "lesson.terremoto.s2.done": "手札が7枚になるまで引きました。{p1}と{p2}は自分の手番の始めに、前"
    "の手番に出したカードを捨て札にしました。そのあと{p2}があなたの兵士2枚の横に兵士3枚を出し、3 ×"
    " 5 = 15点を得ました。場にあるあなたのカードは、全員の得点に数えられます。",
    "lesson.terremoto.s2.wrong": "「白の兵士」2枚を選んで、「出す」を押してください。",
    "lesson.terremoto.s3.say": "またあなたの手番です。あなたの魔法使いと兵士は場を離れました。場の"
    "カードは、出した人の次の手番の始めに捨て札になります。「クローン」はどのスートにもなれます。"
    "「緑のエルフ」とクローンを選んで「出す」を押すと、クローンはエルフになり、2 × 5 = 10点です。",
    "lesson.terremoto.s3.done": "10点。クローンは場にあるあいだ、エルフのままです。",
    "lesson.terremoto.s3.wrong": "「緑のエルフ」とクローンを一緒に選んで、「出す」を押してください"
    "。",
    "lesson.terremoto.s4.say": "特殊カードは1枚だけで出し、2回のプレイのうち1回になります。「繁栄"
    "」を選んで「出す」を押すと、すぐに5点です。",
    "lesson.terremoto.s4.done": "「繁栄」で5点を得ました。そのあと{p1}が「地震」を出し、場のカード"
    "はあなたのエルフとクローンも含めてすべて捨て札になりました。得点はありませんが、他の人が加算"
    "できるカードをなくせます。",
    "lesson.terremoto.s4.wrong": "「繁栄」だけを選んで、「出す」を押してください。",
    "lesson.terremoto.s5.say": "「タイムワープ」を出すと、この手番は何回でもプレイできます（最低2"
    "回）。タイムワープを選んで「出す」を押してください。",
    "lesson.terremoto.s5.done": "タイムワープが1回目のプレイでした。この手番のプレイ回数に制限はあ"
    "りません。",
    "lesson.terremoto.s5.wrong": "「タイムワープ」だけを選んで、「出す」を押してください。",
    "lesson.terremoto.s6.say": "「好機」はすぐに4枚引けますが、この手番の終わりには引きません。好"
    "機を選んで「出す」を押してください。",
    "lesson.terremoto.s6.done": "4枚引きました。その中に「赤のゴブリン」があり、ゴブリンは3枚にな"
    "りました。",
    "lesson.terremoto.s6.wrong": "「好機」だけを選んで、「出す」を押してください。",
    "lesson.terremoto.s7.say": "場にゴブリンはありません。「赤のゴブリン」3枚を選んで「出す」を押"
    "すと、3 × 3 = 9点です。",
    "lesson.terremoto.s7.done": "9点。新しいスートでも、大きなグループなら十分な得点になります。",
    "lesson.terremoto.s7.wrong": "「赤のゴブリン」3枚を選んで、「出す」を押してください。",
    "lesson.terremoto.s8.say": "場には{p2}の「緑のエルフ」が2枚あります。"
    "あなたのエルフはそれと一緒に数えられます。エルフを選んで「出す」を押すと、"
    "1 × 3 = 3点です（カードはあなたの場に置かれます）。",
    "lesson.terremoto.s8.done": "3点：全員のエルフがあなたのグループの得点に数えられます。",
    "lesson.terremoto.s8.wrong": "「緑のエルフ」を選んで、「出す」を押してください。",
    "lesson.terremoto.s9.say": "タイムワープを出した手番は、2回プレイしたあと好きなときに終えられま"
    "す。「繁栄」は取っておきましょう。5点はどの手番に出しても同じです。また好機を出したので、この"
    "手番の終わりにはカードを引きません。残したカードが、次の手番に出せるすべてです。「プレイ終了」"
    "を押しましょう。",
    "lesson.terremoto.s9.done": "好機を出したので、この手番は引きません。最初に100点に達した人が、"
    "手番の途中でもすぐに勝ちます。これで遊び方はわかりました。このまま続けましょう！",
    "lesson.terremoto.s9.wrong": "「プレイ終了」を押して手番を終えてください。",
    "lesson.terremoto.more.title": "Terremoto：詳しいルール",
    "lesson.terremoto.m1.say": "今回は4人と対戦します。5～8人では山札を2組使い（140枚：各スート24枚"
    "、クローン4枚、特殊カード各4枚）、先に150点に達した人が勝ちです。場が空の状態で、あなたから始"
    "めます。「青の魔法使い」4枚をすべて選んで「出す」を押すと4 × 4 = 16点です。いま1枚、2回目のプ"
    "レイで3枚と分けると1 × 1 + 3 × 4 = 13点にしかなりません。グループは出したときの場の枚数で数え"
    "るので、先に出した分は後から出たカードを数えないのです。",
    "lesson.terremoto.m1.done": "16点：あなたの魔法使い4枚 × 場の魔法使い4枚です。",
    "lesson.terremoto.m1.wrong": "「青の魔法使い」4枚をまとめて選び、「出す」を押してください。",
    "lesson.terremoto.m2.say": "毎手番2回プレイします。2回目は「黒のスケルトン」を出しましょう：1 ×"
    " 1 = 1点です。選んで「出す」を押してください。",
    "lesson.terremoto.m2.done": "4人ともあなたのカードに重ねて出しました。{p4}はスケルトン2枚で2 × "
    "10 = 20点です。そしてあなたの手番が始まり、あなたのカードは場を離れました。残るのはスケルトン9"
    "枚と魔法使い5枚で、すべて他の人のものです。",
    "lesson.terremoto.m2.wrong": "「黒のスケルトン」を選んで「出す」を押してください。",
    "lesson.terremoto.m3.say": "クローンはありますが、スケルトンはありません。クローンは単独でも出"
    "せ、宣言したスートとして数えます。クローンを選ぶと「クローンのスート：」のボタンに各スートの得"
    "点が出ます。「黒のスケルトン」を選んで「出す」を押すと1 × 10 = 10点です（エルフ2枚と合わせても"
    "3 × 3 = 9点）。",
    "lesson.terremoto.m3.done": "10点：クローンは場にある間スケルトンのままです。",
    "lesson.terremoto.m3.wrong": "クローンを選び、「クローンのスート：」でスケルトンを選んでから「"
    "出す」を押してください。",
    "lesson.terremoto.m4.say": "2回目のプレイは「緑のエルフ」2枚です：2 × 2 = 4点。「地震」は、場が"
    "もっと埋まったときのために取っておきましょう。",
    "lesson.terremoto.m4.done": "他の人たちはゴブリンを積み上げました：{p4}の3枚は3 × 11 = 33点。あ"
    "なたのカードが場を離れた今、ゴブリン11枚、兵士7枚、魔法使い2枚が残っています。",
    "lesson.terremoto.m4.wrong": "「緑のエルフ」2枚を選んで「出す」を押してください。",
    "lesson.terremoto.m5.say": "まず得点しましょう：「赤のゴブリン」3枚を選んで「出す」を押します。"
    "場の11枚と合わせて3 × 14 = 42点です。",
    "lesson.terremoto.m5.done": "42点：73点でトップに立ちました。",
    "lesson.terremoto.m5.wrong": "「赤のゴブリン」3枚をすべて選んで「出す」を押してください。",
    "lesson.terremoto.m6.say": "ここで「地震」を出します。場のカードは、あなたのものも含めてすべて"
    "捨て札になります。得点にはならず、兵士2枚（2 × 9 = 18点）を出すはずのプレイも使いますが、あな"
    "たの後の4人はゴブリン14枚と兵士7枚に重ねて出せなくなります。「地震」を選んで「出す」を押してく"
    "ださい。",
    "lesson.terremoto.m6.done": "23枚が場を離れました。他の人たちは空の場からやり直し、{p1}の兵士3"
    "枚は3 × 3 = 9点にとどまりました。",
    "lesson.terremoto.m6.wrong": "「地震」だけを選んで「出す」を押してください。",
}
