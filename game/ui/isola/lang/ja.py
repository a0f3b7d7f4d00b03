"""L'Isola dei Vulcani in 日本語: the same keys and placeholders as English
(game/ui/isola/lang/en.py); counted keys have only the ``.other`` form. 用語: 入植者、村、
モアイ（立てた／倒れた）、間欠泉、亀裂、祈りトークン、火山、火山トークン、溶岩タイル、噴火ダイス、
アクションポイント（AP）、船、上陸湾、エリア、ヘクス。
"""

from __future__ import annotations

CATALOGUE: dict[str, str] = {
    "game.isola.title": "L'Isola dei Vulcani",
    "game.isola.blurb": "火山島に入植してモアイを建て、沈みゆく島から入植者を救い出しましょう。",
    # L'Isola dei Vulcani's options on the start screen
    "option.isola.random": "ランダムな島",
    "option.isola.random.help": "上級セットアップ：シードから新しい島を作り、"
    "各プレイヤーに専用の上陸湾があります。",
    "option.isola.separate_bays": "上陸湾を分ける",
    "option.isola.separate_bays.help": "標準の島で、各プレイヤーが自分専用の湾に上陸します。",
    "option.isola.erected_only": "立てたモアイのみ得点",
    "option.isola.erected_only.help": "終了時、倒れたモアイは得点になりません（バリアント）。",
    "isola.dir.0": "北",
    "isola.dir.1": "北東",
    "isola.dir.2": "南東",
    "isola.dir.3": "南",
    "isola.dir.4": "南西",
    "isola.dir.5": "北西",
    "isola.and": "{names}と{last}",
    "isola.comma": "、",
    "isola.areas.other": "エリア{areas}",
    "isola.count.colonists.other": "入植者{count}人",
    "isola.count.villages.other": "村{count}つ",
    "isola.count.moai.other": "モアイ{count}体",
    "isola.colour.red": "赤・丸",
    "isola.colour.blue": "青・四角",
    "isola.colour.yellow": "黄・三角",
    "isola.colour.green": "緑・ひし形",
    "isola.board.label": "島：エリア、火山、溶岩、村、入植者、モアイ、船",
    "isola.place.hex": "エリア{area}のヘクス",
    "isola.place.geyser": "エリア{area}の{dir}向きの間欠泉",
    "isola.place.boat": "あなたの船",
    "isola.place.chosen": "{place}を選びました。Escで取り消し。",
    "isola.refuse.sea": "そこは海です。",
    "isola.refuse.volcano": "火山には誰も入れません。",
    "isola.refuse.no_colonist": "先に自分の入植者（または船）を選んでください。",
    "isola.refuse.idle": "今は動ける入植者がいません。",
    "isola.refuse.no_ap": "アクションポイントが足りません。",
    "isola.refuse.bay": "船の入植者は自分の湾のヘクスに上陸します。",
    "isola.refuse.far": "入植者は1ヘクスずつ移動します。",
    "isola.refuse.crack": "亀裂があって通れません。",
    "isola.refuse.pray": "先に答えてください：祈りトークンを使うかどうか。",
    "isola.refuse.rescue": "救出先は沈む土地の隣の、強調表示されたヘクスです。",
    "isola.player.score.other": "{count}点",
    "isola.player.reserve": "手元：村{villages}・入植者{colonists}・モアイ{moai}",
    "isola.player.island": "島の上：村{villages}・入植者{colonists}・モアイ{moai}",
    "isola.player.boat": "船の上：{count}",
    "isola.player.prayers": "祈りトークン：{count}",
    "isola.player.bay": "湾{bay}",
    "isola.row.reserve": "手元",
    "isola.row.island": "島",
    "isola.info.round": "ラウンド{round}",
    "isola.info.final": "最終ラウンド：{name}の手番のあとでゲーム終了です。",
    "isola.info.volcanoes": "火山トークン：{numbers}",
    "isola.info.supply": "ストック：溶岩{lava}・亀裂{cracks}・祈りトークン{prayers}",
    "isola.ap": "アクションポイント：{ap}／{total}",
    "isola.prompt.turn": "自分の入植者（または船）を選び、行き先かアクションを選んでください。",
    "isola.prompt.boat": "上陸する湾のヘクスを選んでください。",
    "isola.prompt.colonist": "移動先の隣のヘクス、モアイを立てる間欠泉、"
    "または下のアクションを選んでください。",
    "isola.prompt.carry": "モアイを運ぶ先の隣のヘクスを選んでください。",
    "isola.prompt.idle": "動ける入植者がいません。祈りトークンを取るか、手番を終えてください。",
    "isola.prompt.pray_village.other": "エリア{area}のあなたの村が火山{volcano}に"
    "脅かされています。祈りトークン（{count}枚所持）を1枚使って守りますか？",
    "isola.prompt.pray_moai.other": "エリア{area}のあなたの倒れたモアイが火山{volcano}に"
    "脅かされています。祈りトークン（{count}枚所持）を1枚使って守りますか？",
    "isola.prompt.rescue_all.other": "土地が沈みます（{areas}）。あなたの入植者{count}人"
    "全員を移す、強調表示されたヘクスを1つ選ぶか、救出しないを選んでください。",
    "isola.prompt.rescue_one.other": "土地が沈みます（{areas}）。あなたの入植者{count}人の"
    "うち1人を移す、強調表示されたヘクスを選ぶか、救出しないを選んでください。",
    "isola.prompt.wait": "{name}が手番中です。",
    "isola.prompt.wait_answer": "{name}が決めています。",
    "isola.prompt.over": "ゲームは終了しました。",
    "isola.btn.boat": "船から上陸",
    "isola.btn.carry": "モアイを運ぶ（{cost} AP）",
    "isola.btn.build": "村を建てる（{cost} AP）",
    "isola.btn.create": "入植者を増やす（{cost} AP）",
    "isola.btn.carve": "モアイを彫る（{cost} AP）",
    "isola.btn.erect": "モアイを{dir}向きに立てる（{cost} AP）",
    "isola.btn.take": "祈りトークンを取る（{cost} AP）",
    "isola.btn.end": "手番を終える",
    "isola.btn.pray_yes": "祈りトークンを使う",
    "isola.btn.pray_no": "祈らない",
    "isola.btn.rescue_none": "救出しない",
    "isola.recent.title": "運",
    "isola.die.volcano": "噴火ダイス：火山",
    "isola.die.blank": "噴火ダイス：空白",
    "isola.token": "火山トークン{volcano}",
    "isola.pass.pray_village.other": "{name}さん：エリア{area}のあなたの村が火山{volcano}に"
    "脅かされています。祈りトークン（{count}枚所持）を使って守りますか？",
    "isola.pass.pray_moai.other": "{name}さん：エリア{area}のあなたの倒れたモアイが"
    "火山{volcano}に脅かされています。祈りトークン（{count}枚所持）を使って守りますか？",
    "isola.pass.rescue_all.other": "{name}さん：土地が沈みます（{areas}）。そこにいる"
    "あなたの入植者{count}人を、隣の1つのヘクスへまとめて救出しますか？",
    "isola.pass.rescue_one.other": "{name}さん：土地が沈みます（{areas}）。そこにいる"
    "あなたの入植者{count}人のうち1人を、隣のヘクスへ救出しますか？",
    "isola.undo.revealed": "取り消せません：その後噴火ダイスが振られたか、"
    "火山トークンが引かれました",
    "isola.pass.new_turn.other": "{name}さん：あなたの手番です（アクションポイント{count}）。",
    "isola.pass.turn.other": "{name}さん：あなたの手番に戻ります。"
    "残りアクションポイントは{count}です。",
    "isola.end.play": "ゲーム中",
    "isola.end.villages": "村",
    "isola.end.moai": "モアイ",
    "isola.end.grouped": "まとまり",
    "isola.end.colonists": "入植者",
    "isola.end.prayers": "祈りトークン",
    "isola.end.total": "合計",
    "isola.end.table": "プレイ中と終了時の得点",
    "isola.end.cell": "{count} → {points}",
    "isola.end.note": "終了時：島に残る村1つにつき{village}点、モアイ1体につき{moai}点、"
    "同じ色のモアイと隣り合うモアイ1体につきさらに{group}点、島に残る入植者1人につき"
    "{colonist}点、未使用の祈りトークン1枚につき{prayer}点。同点なら入植者、村、"
    "モアイの多い順です。",
    "isola.end.why.volcanoes": "島が沈み、火山がわずかしか残りませんでした。",
    "isola.end.why.geysers": "島に空いている間欠泉がなくなりました。",
    "isola.end.why.rounds": "{rounds}ラウンドでゲームを打ち切りました。",
    "isola.rules.goal": "入植者で火山島を開拓し、村を建ててモアイを立てましょう。"
    "終了時に最も得点の高いプレイヤーの勝ちです。",
    "isola.rules.turn": "手番ごとに{ap}アクションポイントがあります。入植者を隣のヘクスへ"
    "動かす（{move} AP。自分の倒れたモアイを一緒に運ぶなら{carry} AP）、入植者の下の溶岩に"
    "村を建てる（{build} AP、1点）、自分の村で入植者を増やす（{create} AP）、入植者の下の"
    "溶岩からモアイを彫る（{carve} AP）、そのヘクスの間欠泉にモアイを立てる（{erect} AP）、"
    "祈りトークンを取る（{prayer_cost} AP、持っているトークン1枚ごとに1 AP追加）。"
    "入植者は亀裂を越えられません。",
    "isola.rules.erect": "モアイを立てるとすぐに得点します：1点、またはそのエリアに自分の"
    "村があれば、そこの自分のモアイ数×村の数。その後、モアイの前に亀裂が入り、"
    "噴火ダイスを振ります。",
    "isola.rules.eruption": "火山の目が出たら火山トークンを1枚引き、その火山の溶岩が6方向へ、"
    "溶岩のない最初のヘクスまで流れます。そこにある村や倒れたモアイは、持ち主が祈り"
    "トークンを使わない限り壊されます。島に溶岩がなくなると、2つの火山が噴火します。",
    "isola.rules.sinking": "亀裂で島が2つに分かれると、小さいほうがその上のものごと沈みます。"
    "その前に入植者を救出できます：手番のプレイヤーは自分の入植者全員を隣の1ヘクスへ、"
    "ほかのプレイヤーは1人ずつ。",
    "isola.rules.end": "沈没で火山が2つ以下になったら、そのラウンドの終わりまで遊びます。"
    "最終得点：村1つ{village}点、モアイ1体{moai}点、同じ色のモアイと隣り合うモアイ1体に"
    "つき{group}点追加、島の入植者1人{colonist}点、未使用の祈りトークン1枚{prayer}点。",
    "isola.rules.controls": "操作：自分の入植者（または船）をタップし、強調表示されたヘクス"
    "で移動、強調表示された火口でモアイを立てる、またはボタンを押します。キー：矢印で"
    "選べる場所を移動、Enterで選択、Escで取り消し。",
    "isola.log.setup_standard": "標準の島で{players}人による L'Isola dei Vulcani が始まります。",
    "isola.log.setup_random": "ランダムな島で{players}人による L'Isola dei Vulcani が始まります。",
    "isola.log.landing": "すべての船が上陸湾で待機しています。",
    "isola.log.bay": "{player}の船が湾{bay}で待機しています。",
    "isola.log.first": "{player}が先手です。",
    "isola.log.turn": "— {player}の手番（ラウンド{round}）—",
    "isola.log.turn_final": "— {player}の手番（ラウンド{round}、最終）—",
    "isola.log.end.other": "{player}は{count} APを残して手番を終えます。",
    "isola.log.no_ap": "{player}のアクションポイントが尽き、手番が終わります。",
    "isola.log.take.other": "{player}は{cost} APで祈りトークンを取り、{count}枚になりました。",
    "isola.log.land": "{player}の入植者がエリア{area}に上陸します。",
    "isola.log.move": "{player}は入植者をエリア{src}からエリア{dst}へ動かします。",
    "isola.log.move_within": "{player}はエリア{dst}の中で入植者を動かします。",
    "isola.log.carry": "{player}はモアイをエリア{src}からエリア{dst}へ運びます。",
    "isola.log.carry_within": "{player}はエリア{dst}の中でモアイを運びます。",
    "isola.log.build.other": "{player}はエリア{area}に村を建てます：+{count}点。",
    "isola.log.create": "{player}はエリア{area}で入植者を増やします。",
    "isola.log.carve": "{player}はエリア{area}でモアイを彫ります。",
    "isola.log.erect.other": "{player}はエリア{area}に{dir}向きのモアイを立て、{count}点を"
    "得ます（エリア内の自分のモアイ×村：{moai}×{villages}）。",
    "isola.log.erect_alone.other": "{player}はエリア{area}に{dir}向きのモアイを立て、"
    "{count}点を得ます（エリア内に自分の村なし）。",
    "isola.log.crack": "エリア{area}とエリア{other}の間に亀裂が入ります。",
    "isola.log.no_crack_cracked": "エリア{area}とエリア{other}の境界にはすでに亀裂があります："
    "新しい亀裂はありません。",
    "isola.log.no_crack_sea": "エリア{area}の間欠泉は海に面しています：亀裂は入りません。",
    "isola.log.no_crack_supply": "亀裂タイルが残っていません：エリア{area}とエリア{other}の"
    "境界はそのままです。",
    "isola.log.split_size": "島が2つに割れます（{size_a}ヘクスと{size_b}ヘクス）："
    "小さいほうが沈みます。",
    "isola.log.split_volcanoes": "島が{size_a}ヘクスずつの2つに割れます：火山の少ないほうが"
    "沈みます。",
    "isola.log.split_draw": "島が{size_a}ヘクスずつの同じ大きさの2つに割れます：火山トークン"
    "{drawn}が引かれ、その側が沈みます。",
    "isola.log.split_draw_none": "島が火山のない{size_a}ヘクスずつの2つに割れます："
    "どちらが沈むかは運で決まります。",
    "isola.log.rescue.other": "{player}は入植者{count}人をエリア{area}へ救出します。",
    "isola.log.no_rescue": "{player}は入植者を救出しません。",
    "isola.log.sink.other": "{count}ヘクスが海に沈みます：{areas}。",
    "isola.log.volcano_sinks": "火山{volcano}が沈み、そのトークンはゲームから除かれます。",
    "isola.log.lost": "{player}は{pieces}を海に失います。",
    "isola.log.end_triggered.other": "残る火山は{count}つだけ：{last_player}の手番のあとで"
    "ゲームが終わります。",
    "isola.log.roll_volcano": "{player}が噴火ダイスを振ります：火山！",
    "isola.log.roll_blank": "{player}が噴火ダイスを振ります：空白、火山は静かなままです。",
    "isola.log.no_volcano": "噴火できる火山が残っていません。",
    "isola.log.draw": "{player}が火山トークン{volcano}を引きます。",
    "isola.log.double.other": "島に溶岩がありません：火山{volcanoes}の二重噴火！",
    "isola.log.erupt": "火山{volcano}が噴火します。",
    "isola.log.flow": "火山{volcano}の溶岩が{dir}へ流れ、エリア{area}に達します。",
    "isola.log.flow_sea": "火山{volcano}から{dir}へ流れる溶岩は海に流れ込みます。",
    "isola.log.flow_volcano": "火山{volcano}から{dir}へ流れる溶岩は火山{other}で止まります。",
    "isola.log.flow_dry": "溶岩タイルが残っていません：火山{volcano}から{dir}への流れは"
    "止まります。",
    "isola.log.prayer_village": "エリア{area}の{player}の村が脅かされています："
    "{player}は祈りトークンを使います。",
    "isola.log.prayer_moai": "エリア{area}の{player}のモアイが脅かされています："
    "{player}は祈りトークンを使います。",
    "isola.log.no_prayer_village": "エリア{area}の{player}の村が脅かされています："
    "{player}は祈りません。",
    "isola.log.no_prayer_moai": "エリア{area}の{player}のモアイが脅かされています："
    "{player}は祈りません。",
    "isola.log.flow_stopped": "祈りが届きました：火山{volcano}の溶岩はエリア{area}の手前で"
    "止まります。",
    "isola.log.destroyed_village": "溶岩がエリア{area}の{player}の村を壊します。",
    "isola.log.destroyed_moai.other": "溶岩がエリア{area}の{player}の倒れたモアイ{count}体を"
    "壊します。",
    "isola.log.final": "{player}の最終得点：村{villages}、モアイ{moai}（まとまり{grouped}）、"
    "島の入植者{colonists}、祈りトークン{tokens}：+{points}点、合計{total}点。",
    "isola.log.ending_volcanoes": "最終ラウンドが終わりました：ゲーム終了です。",
    "isola.log.ending_geysers": "ラウンドが終わり、島に空いている間欠泉がありません："
    "ゲーム終了です。",
    "isola.log.ending_rounds": "ラウンド{rounds}が終わりました：ゲームはここで打ち切りです。",
    "isola.log.game_over.other": "ゲーム終了：{winners}の勝ちです。",
    # the preview of a Moai (the engine's moai_previews) and the legend
    "isola.preview.title": "モアイを{dir}向きに立てると：",
    "isola.preview.points.other": "+{count}点：エリア{area}のモアイ × 自分の村 = "
    "{moai} × {villages}。",
    "isola.preview.points_alone": "+1点：エリア{area}に自分の村がありません。",
    "isola.preview.crack": "エリア{area}とエリア{other}の間に亀裂が入ります（赤で表示）。",
    "isola.preview.no_crack_cracked": "新しい亀裂はありません：その境界はもう割れています。",
    "isola.preview.no_crack_sea": "亀裂はありません：間欠泉が海に面しています。",
    "isola.preview.no_crack_supply": "亀裂はありません：亀裂タイルが残っていません。",
    "isola.preview.whole": "何も沈みません：島はひとつのままです。",
    "isola.preview.sinks.other": "{areas}（{count}ヘクス、縞模様）が沈みます。",
    "isola.preview.draw": "島が同じ大きさの2つに割れます：{a}と{b}のどちらが沈むかは"
    "火山トークンで決まります。",
    "isola.preview.loses": "{player}は{pieces}を失います。",
    "isola.preview.empty": "そこに駒はありません。",
    "isola.preview.die": "そのあと噴火ダイス：{faces}面のうち{volcano}面で火山が噴火します。",
    "isola.legend.title": "凡例",
    "isola.legend.geyser": "間欠泉：この辺に向けてモアイを立てられます",
    "isola.legend.area": "エリア番号（モアイはエリアごとに得点）",
    "isola.legend.edge": "エリアの境界：ここに亀裂が入ることがあります",
    "isola.legend.crack": "亀裂：入植者は越えられません",
    "isola.legend.standing": "立てたモアイ（間欠泉の上に立つ）",
    "isola.legend.lying": "寝ているモアイ（彫られて、立てられるのを待つ）",
    "isola.legend.colonist": "入植者（プレイヤーごとの形）",
    "isola.legend.village": "村",
    # レッスン（game/ui/isola/lesson.py）：案内つきの最初のゲーム
    "lesson.isola.title": "『L'Isola dei Vulcani』を学ぶ",
    "lesson.isola.s1.say": "ようこそ、{you}さん！あなたは赤で{p1}さんと対戦します。最初の入植者は"
    "上陸用の湾で船に乗って待っています。あなたの船を選び、次にエリア11の強調されたヘクスを選んで"
    "上陸してください。ゲーム終了時に船に残っている入植者は得点になりません。アクションにはアクシ"
    "ョンポイント（AP）がかかります。毎手番4 APあり、上陸は1 APです。",
    "lesson.isola.s1.done": "入植者がエリア11に上陸しました。残りは3 APです。",
    "lesson.isola.s1.wrong": "あなたの船を選び、次にエリア11の強調されたヘクスを選んでください。",
    "lesson.isola.s2.say": "島のほとんどと同じく、このヘクスは溶岩に覆われています。"
    "溶岩の上では入植者が村を建てられます（2 AP）。村は溶岩タイルと置き換わり、"
    "すぐに1点になります。入植者を選び、「村を建てる」を押してください。",
    "lesson.isola.s2.done": "エリア11にあなたの村ができました：+1点。残りは1 APです。",
    "lesson.isola.s2.wrong": "エリア11の入植者を選び、「村を建てる」を押してください。",
    "lesson.isola.s3.say": "自分の村にいる入植者は、そこで入植者を増やせます（1 AP。1手番に、"
    "そのエリアにある自分の村の数まで）。入植者を選び、「入植者を増やす」を押してください。",
    "lesson.isola.s3.done": "入植者が2人になりました。APが0になったので、"
    "手番は自動で終わりました。{p1}さんも上陸し、エリア7に入ってそこでモアイを彫りました。",
    "lesson.isola.s3.wrong": "村にいる入植者を選び、「入植者を増やす」を押してください。",
    "lesson.isola.s4.say": "火山は噴火し、溶岩は村を壊します。"
    "祈りトークンがあれば村を1つ救えます。「祈りトークンを取る」を押してください（1 AP。"
    "すでに持っているトークン1枚につき1 AP高くなります）。",
    "lesson.isola.s4.done": "祈りトークンを1枚持っています。ゲーム終了時、"
    "使わなかったトークンは1枚2点になります。",
    "lesson.isola.s4.wrong": "「祈りトークンを取る」を押してください。",
    "lesson.isola.s5.say": "モアイは溶岩の上で彫ります。村から入植者をすぐ南の強調された溶岩のヘク"
    "スへ動かし（1 AP）、「モアイを彫る」を押してください（1 AP）。"
    "モアイは溶岩のなくなったそのヘクスに寝かせて置かれます。",
    "lesson.isola.s5.done": "あなたのモアイがエリア11に寝ていて、立てられるのを待っています。",
    "lesson.isola.s5.wrong": "村から強調されたヘクスへ入植者を動かし、"
    "「モアイを彫る」を押してください。",
    "lesson.isola.s6.say": "モアイは間欠泉の上に立てます。間欠泉はエリアの境界にある小さな火口です"
    "。このヘクスにはありませんが、村のヘクスには北東向きの間欠泉があります。"
    "モアイと一緒の入植者を選び、「モアイを運ぶ」を押して（1 AP）、村のヘクスを選んでください。",
    "lesson.isola.s6.done": "モアイは間欠泉のそばに置かれました。"
    "{p1}さんはエリア7の北向きの間欠泉にモアイを運び、手番を終えました。",
    "lesson.isola.s6.wrong": "モアイと一緒にいる入植者を選び、「モアイを運ぶ」を押して、"
    "村のヘクスを選んでください。",
    "lesson.isola.s7.say": "あなたの手番です。村から入植者を島の先端（エリア12、強調表示）"
    "へ動かし、そこに村を建ててください（2 AP）。",
    "lesson.isola.s7.done": "先端に2つ目の村ができました：+1点。"
    "先端は2本の境界だけで島とつながっていて、どちらにも間欠泉があります。",
    "lesson.isola.s7.wrong": "エリア12の強調されたヘクスへ入植者を動かし、"
    "「村を建てる」を押してください。",
    "lesson.isola.s8.say": "いよいよモアイを立てます（1 AP）。村にいる入植者を選び、"
    "北東向きの間欠泉を選んでください。プレビューにこのあと起きることが出ます："
    "得点（エリア内のモアイ×自分の村。村がなければ1点）、その境界の亀裂、そして噴火ダイスです。",
    "lesson.isola.s8.done": "+1点（モアイ1×村1）。エリア11と先端の間に亀裂が入りました。"
    "ダイスは空白だったので噴火はありません。続いて{p1}さんが北向きにモアイを立て、"
    "2本目の亀裂で先端が島から切り離されました！",
    "lesson.isola.s8.wrong": "村にいる入植者を選び、北東向きの間欠泉を選んでください。",
    "lesson.isola.s9.say": "亀裂で島が2つに分かれると、小さいほうがその上のものごとすぐに沈みます"
    "。その前に、そこにいる入植者を亀裂の向こうへ救出できます。"
    "エリア11の強調されたヘクスを選んでください。",
    "lesson.isola.s9.done": "入植者は助かりましたが、村は先端と一緒に沈みました（得た点はそのまま"
    "です）。続いて{p1}さんが噴火ダイスを振りました：火山！火山トークン7が引かれ、"
    "火山7が噴火します。",
    "lesson.isola.s9.wrong": "エリア11の強調されたヘクスを選んで、入植者を救出してください。",
    "lesson.isola.s10.say": "溶岩は火山から6方向それぞれにまっすぐ流れ、溶岩の上は通り過ぎて、"
    "溶岩のない最初のヘクスに止まり、そこにある村や寝ているモアイを壊します。"
    "南西への流れはエリア7の溶岩のないヘクスを覆いました。北西への流れがあなたの村に届きます："
    "祈りトークンを使って村を救ってください。",
    "lesson.isola.s10.done": "祈りが溶岩を止め、村は無事です。溶岩が入植者や立てたモアイを傷つける"
    "ことはありません。{p1}さんは手番を終えました。",
    "lesson.isola.s10.wrong": "「祈りトークンを使う」を押して、村を救ってください。",
    "lesson.isola.s11.say": "あなたの手番です。ゲーム終了時、島にいる入植者は1人4点です。"
    "村でもう1人増やしてください（1 AP）。",
    "lesson.isola.s11.done": "島にいるあなたの入植者は3人になりました。",
    "lesson.isola.s11.wrong": "村にいる入植者を選び、「入植者を増やす」を押してください。",
    "lesson.isola.s12.say": "手番はいつでも終えられます。残ったAPは失われます。"
    "沈没で島の火山が2つ以下になるとゲームの終わりが決まり、そのラウンドを最後までプレイします。"
    "そのあと島に残る村は1つ3点、モアイは1体2点（自分の別のモアイと隣り合えばさらに2点）、"
    "入植者は1人4点、使わなかった祈りトークンは1枚2点です。「手番を終える」を押してください。",
    "lesson.isola.s12.done": "手番が終わりました。これで島のアクションをひととおり見ました！",
    "lesson.isola.s12.wrong": "「手番を終える」を押してください。",
    "lesson.isola.more.title": "L'Isola dei Vulcani：詳しいルール",
    "lesson.isola.m1.say": "おかえりなさい、{you}さん！4ラウンドが終わったところです。あなたの村は"
    "エリア11と先端にあり、先端にはあなたの入植者が3人います。モアイはエリア11の村に寝かせてありま"
    "す。まず祈りトークンを取りましょう（1 AP）。持っているトークン1枚につき次は1 AP高くなります。"
    "取れるのは1手番に1枚だけ、持てるのは4枚までです（3枚持っていると4枚目は4 APすべてかかります）"
    "。",
    "lesson.isola.m1.done": "トークンを1枚持ちました。まだ3 APありますが、ボタンは消えました：1手"
    "番に1枚です。",
    "lesson.isola.m1.wrong": "「祈りトークンを取る」を押してください。",
    "lesson.isola.m2.say": "{p1}さんがモアイを持って先端の隣で待っています。先端に向いた間欠泉にそ"
    "れを立てると先端が切り離され、小さいほうが沈みます。入植者を1人エリア11の村へ戻しましょう。亀"
    "裂は入植者を通しません。先端と村の間にはちょうど亀裂があるので、エリア7を回って行きます（1歩1"
    " AP）。",
    "lesson.isola.m2.done": "入植者が村に戻り、寝ているモアイの隣にいます。",
    "lesson.isola.m2.wrong": "先端の入植者をエリア7の強調されたヘクスへ動かし、そこから村へ進めて"
    "ください。",
    "lesson.isola.m3.say": "最後の1 APで村に入植者を増やしましょう（1 AP）。島にいる入植者は、終了"
    "時に1人4点です。",
    "lesson.isola.m3.done": "{p1}さんが先端に向いた間欠泉にモアイを立て、その亀裂で先端が島から切"
    "り離されました。先端は小さいほう（1ヘクス対48ヘクス）なので、あなたの村と入植者2人を乗せたま"
    "ま、すぐに沈みます。",
    "lesson.isola.m3.wrong": "エリア11の村にいる入植者を選び、「入植者を増やす」を押してください。",
    "lesson.isola.m4.say": "沈む前に、入植者は亀裂を越えられます。亀裂を入れた手番の人は自分の入植"
    "者を全員1つのヘクスへ救出できますが、手番でないあなたが救えるのは1人だけです。村のヘクスを選"
    "んで1人連れ戻しましょう。",
    "lesson.isola.m4.done": "1人は助かりました。もう1人は先端の村と一緒にあなたの手元に戻りました"
    "（村の得点はそのままです）。{p1}さんのダイスは空白で、{p1}さんは手番を終えました。",
    "lesson.isola.m4.wrong": "村の強調されたヘクスを選んで、入植者を1人救出してください。",
    "lesson.isola.m5.say": "あなたの手番です。村の北東向きの間欠泉は、いまは海に面しています。そこ"
    "にモアイを立てましょう（1 AP）。村の入植者を選び、その間欠泉を選んでください。プレビューにこ"
    "のあと起きることが出ます：得点、亀裂なし（向こうにヘクスがないため）、それでも噴火ダイスは振"
    "ります。6面のうち2面が火山です。",
    "lesson.isola.m5.done": "+1点（モアイ1×村1）。亀裂は入りません。ダイスは空白でした。",
    "lesson.isola.m5.wrong": "村にいる入植者を選び、北東向きの間欠泉を選んでください。",
    "lesson.isola.m6.say": "ゲーム終了時、島にある自分のモアイは1体2点で、同じヘクスか隣のヘクスに"
    "自分の別のモアイ（寝ていても立っていても）があれば、さらに2点です。モアイの隣の強調された溶岩"
    "のヘクスへ入植者を動かし、そこでモアイを彫りましょう（それぞれ1 AP）。",
    "lesson.isola.m6.done": "2体のモアイが隣り合いました。終了時にはどちらも2 + 2 = 4点です。",
    "lesson.isola.m6.wrong": "強調されたヘクスへ入植者を動かし、「モアイを彫る」を押してください。",
    "lesson.isola.m7.say": "村とモアイは溶岩を使います。島に溶岩タイルが1枚もなくなると、そのたび"
    "にランダムに引いた2つの火山が、ダイスなしで同時に噴火します。「手番を終える」を押してください"
    "。",
    "lesson.isola.m7.done": "これで島での勝敗を分けるルールがわかりました。このまま続けるか、本番"
    "のゲームを始めましょう！",
    "lesson.isola.m7.wrong": "「手番を終える」を押してください。",
}
